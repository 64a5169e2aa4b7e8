import { categoryName } from './categories';
import type { SortOption } from './catalogue-options';
import type { ProductListQuery } from './product';

export const FEATURED_LIMIT = 9;
export const RELATED_LIMIT = 4;

/** The fields a catalogue query reads; the server's in-memory rows and the cards both have them. */
export interface CatalogueItem {
  id: string;
  name: string;
  brand: string;
  price: number;
  rating: number;
  priority: number | null;
  featured: boolean;
  category: string[];
  subCategory: string[];
  createdAt: string;
  /** A product with variants: its (active) variants' prices; `price` is the lowest (decision 052). */
  variants?: readonly { price: number }[];
}

/** Lower-cased text a search matches against: name, description, brand, categories (ids and names). */
export function searchText(item: CatalogueItem & { description?: string }): string {
  const ids = [...item.category, ...item.subCategory];
  return [item.name, item.description ?? '', item.brand, ...ids, ...ids.map(categoryName)]
    .join(' ')
    .toLowerCase();
}

export function searchTerms(q: string | undefined): string[] {
  return (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** The list's filters besides the search words. */
export type ListFilters = Pick<ProductListQuery, 'category' | 'subCategory' | 'minPrice' | 'maxPrice'>;

type Filters = ListFilters & { terms: string[] };

/**
 * Category, sub-category and an inclusive price range; a filter not given lets everything through. A
 * product with variants is in the range when any of its variants' prices is.
 */
export function matchesListFilters(item: CatalogueItem, filters: ListFilters): boolean {
  if (filters.category && !item.category.includes(filters.category)) return false;
  if (filters.subCategory && !item.subCategory.includes(filters.subCategory)) return false;
  const { minPrice, maxPrice } = filters;
  if (minPrice === undefined && maxPrice === undefined) return true;
  const inRange = (price: number) =>
    (minPrice === undefined || price >= minPrice) && (maxPrice === undefined || price <= maxPrice);
  return item.variants?.length
    ? item.variants.some((variant) => inRange(variant.price))
    : inRange(item.price);
}

/**
 * The filters and plain substring matching of every term (the server's list ranks a query with its
 * search index instead; this stays for lists filtered in the browser).
 */
export function matchesFilters<T extends CatalogueItem>(item: T, text: string, filters: Filters): boolean {
  return matchesListFilters(item, filters) && filters.terms.every((term) => text.includes(term));
}

const byName = (a: CatalogueItem, b: CatalogueItem) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

const COMPARATORS: Record<SortOption, (a: CatalogueItem, b: CatalogueItem) => number> = {
  name: byName,
  'price-asc': (a, b) => a.price - b.price || byName(a, b),
  'price-desc': (a, b) => b.price - a.price || byName(a, b),
  rating: (a, b) => b.rating - a.rating || byName(a, b),
};

/** Products with a priority number come first (lower first), then the chosen sort. */
export function compareProducts(sort: SortOption): (a: CatalogueItem, b: CatalogueItem) => number {
  const compare = COMPARATORS[sort];
  return (a, b) => {
    if (a.priority !== null && b.priority !== null) return a.priority - b.priority || compare(a, b);
    if (a.priority !== null) return -1;
    if (b.priority !== null) return 1;
    return compare(a, b);
  };
}

export function sortProducts<T extends CatalogueItem>(items: readonly T[], sort: SortOption): T[] {
  return [...items].sort(compareProducts(sort));
}

/** Newest first by createdAt, the order products load in. */
export function newestFirst<T extends CatalogueItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

/** Up to 9 products flagged featured; when none is flagged, the 9 with the highest rating. */
export function selectFeatured<T extends CatalogueItem>(items: readonly T[], limit = FEATURED_LIMIT): T[] {
  const flagged = items.filter((item) => item.featured);
  if (flagged.length > 0) return sortProducts(flagged, 'name').slice(0, limit);
  return [...items].sort((a, b) => b.rating - a.rating || byName(a, b)).slice(0, limit);
}

/**
 * Related products: those sharing the product's first category or first sub-category,
 * then padded with other products, never the product itself.
 */
export function selectRelated<T extends CatalogueItem>(
  product: CatalogueItem,
  items: readonly T[],
  limit = RELATED_LIMIT,
): T[] {
  const firstCategory = product.category[0];
  const firstSubCategory = product.subCategory[0];
  const others = items.filter((item) => item.id !== product.id);
  const isMatch = (item: T) =>
    (firstCategory !== undefined && item.category[0] === firstCategory) ||
    (firstSubCategory !== undefined && item.subCategory[0] === firstSubCategory);
  const matches = others.filter(isMatch);
  const padding = others.filter((item) => !isMatch(item));
  return [...matches, ...padding].slice(0, limit);
}
