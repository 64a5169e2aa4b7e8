/**
 * The catalogue's sorts, page sizes and price bounds, apart from the zod schemas so the shop page can
 * use them without downloading zod.
 */
export const SORT_OPTIONS = ['name', 'price-asc', 'price-desc', 'rating'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const SORT_LABELS: Record<SortOption, string> = {
  name: 'Name',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  rating: 'Rating',
};

/**
 * Relevance is the order while a search query is set (the best match first); without a query it is
 * the newest-first order. The specification's sorts above still apply, priority first, when chosen.
 */
export const RELEVANCE_SORT = 'relevance';
export const LIST_SORTS = [RELEVANCE_SORT, ...SORT_OPTIONS] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const RELEVANCE_LABEL = 'Relevance';

/** Header suggestions start at 2 characters and show at most 6 products. */
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_PRODUCT_LIMIT = 6;
export const SUGGESTION_GROUP_LIMIT = 4;

/** The shop shows 24 products at a time; the API gives at most 100 in one answer. */
export const PRODUCT_PAGE_SIZE = 24;
export const PRODUCT_PAGE_MAX = 100;

/** Price slider bounds of the specification: 0 to 30,000,000; the default is the full range. */
export const PRICE_SLIDER_MIN = 0;
export const PRICE_SLIDER_MAX = 30_000_000;
