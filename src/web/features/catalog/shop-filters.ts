import {
  LIST_SORTS,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  RELEVANCE_SORT,
  type ListSort,
} from '../../../shared/catalogue-options';
import { CATEGORY_IDS, findCategory, findSubCategory } from '../../../shared/categories';

/**
 * Shop filters as they live in the URL (category, subCategory, q, minPrice, maxPrice, sort, view).
 * Kept free of zod (src/shared/product.ts) so the shop route stays small.
 */
export const SHOP_VIEWS = ['grid', 'list'] as const;
export type ShopView = (typeof SHOP_VIEWS)[number];

export const PRICE_SLIDER_STEP = 50_000;
const MAX_QUERY_LENGTH = 200;

export interface ShopFilters {
  q: string;
  category: string | null;
  subCategory: string | null;
  minPrice: number;
  maxPrice: number;
  /** Relevance while a query is set and no other sort was chosen; Name without a query (the specification's). */
  sort: ListSort;
  view: ShopView;
}

export const DEFAULT_SHOP_FILTERS: ShopFilters = {
  q: '',
  category: null,
  subCategory: null,
  minPrice: PRICE_SLIDER_MIN,
  maxPrice: PRICE_SLIDER_MAX,
  sort: 'name',
  view: 'grid',
};

function parsePrice(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(PRICE_SLIDER_MAX, Math.max(PRICE_SLIDER_MIN, Math.round(number)));
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** The sort the URL leaves out: Relevance while a query is set, else Name. */
export function defaultSort(q: string): ListSort {
  return q.trim() ? RELEVANCE_SORT : 'name';
}

/**
 * Applies a change to the filters. A sort left at its default follows the query (a search switches
 * to Relevance, clearing it back to Name); a sort the shopper chose stays. Relevance needs a query.
 */
export function changeShopFilters(current: ShopFilters, change: Partial<ShopFilters>): ShopFilters {
  const next = { ...current, ...change };
  if (change.sort === undefined && current.sort === defaultSort(current.q)) next.sort = defaultSort(next.q);
  if (next.sort === RELEVANCE_SORT && !next.q.trim()) next.sort = 'name';
  return next;
}

/** Reads the filters from a query string; unknown or malformed values fall back to the defaults. */
export function parseShopFilters(params: URLSearchParams): ShopFilters {
  let category = params.get('category');
  if (category !== null && !CATEGORY_IDS.includes(category)) category = null;
  let subCategory = params.get('subCategory');
  const sub = subCategory === null ? undefined : findSubCategory(subCategory);
  if (!sub) subCategory = null;
  else if (category === null) category = sub.category.id;
  else if (sub.category.id !== category) subCategory = null;

  let minPrice = parsePrice(params.get('minPrice'), PRICE_SLIDER_MIN);
  let maxPrice = parsePrice(params.get('maxPrice'), PRICE_SLIDER_MAX);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];

  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  let sort = oneOf(LIST_SORTS, params.get('sort'), defaultSort(q));
  if (sort === RELEVANCE_SORT && !q) sort = 'name';
  return {
    q,
    category,
    subCategory,
    minPrice,
    maxPrice,
    sort,
    view: oneOf(SHOP_VIEWS, params.get('view'), 'grid'),
  };
}

/** Writes the filters back, leaving out every default so shared links stay short. */
export function serializeShopFilters(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.subCategory) params.set('subCategory', filters.subCategory);
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.minPrice > PRICE_SLIDER_MIN) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice < PRICE_SLIDER_MAX) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== defaultSort(q)) params.set('sort', filters.sort);
  if (filters.view !== 'grid') params.set('view', filters.view);
  return params;
}

/** The API query for the filters. The top of the slider means "no upper bound". */
export function toProductQuery(filters: ShopFilters): ProductQuery {
  return {
    q: filters.q || undefined,
    category: filters.category ?? undefined,
    subCategory: filters.subCategory ?? undefined,
    minPrice: filters.minPrice > PRICE_SLIDER_MIN ? filters.minPrice : undefined,
    maxPrice: filters.maxPrice < PRICE_SLIDER_MAX ? filters.maxPrice : undefined,
    sort: filters.sort,
  };
}

export interface ProductQuery {
  q?: string;
  category?: string;
  subCategory?: string;
  minPrice?: number;
  maxPrice?: number;
  sort: ListSort;
}

const ALL_PRODUCTS_HEADING = {
  title: 'Shop All Products',
  subtitle: 'Professional garage and workshop equipment, priced in naira.',
};

/**
 * The shop's heading and subtitle: the chosen sub-category's or category's name and own description
 * (a sub-category without one shows its category's), else the whole shop's.
 */
export function shopHeading(filters: ShopFilters): { title: string; subtitle: string } {
  const category = filters.category ? findCategory(filters.category) : undefined;
  if (!category) return ALL_PRODUCTS_HEADING;
  const sub = filters.subCategory ? findSubCategory(filters.subCategory)?.subCategory : undefined;
  if (sub) return { title: sub.name, subtitle: sub.description || category.description };
  return { title: category.name, subtitle: category.description };
}

/** The shop's address with a change to the filters (links that work without a script). */
export function shopHref(filters: ShopFilters, change: Partial<ShopFilters> = {}): string {
  const query = serializeShopFilters(changeShopFilters(filters, change)).toString();
  return query ? `/shop?${query}` : '/shop';
}

/**
 * The filters a form keeps as hidden fields when it changes one of them (`except`), in the address's
 * order: the order form of a browser without scripts keeps the search, category and prices.
 */
export function keptShopParams(
  filters: ShopFilters,
  except: readonly (keyof ShopFilters)[],
): [string, string][] {
  return [...serializeShopFilters(filters).entries()].filter(
    ([name]) => !except.includes(name as keyof ShopFilters),
  );
}
