import { findCategory } from '../../../shared/categories';
import type { ProductCard } from '../../../shared/product';
import type { SuggestionsResponse } from '../../../shared/search';

/** One choice of the header's suggestion list, and the address it opens. */
export type SuggestionOption =
  | { kind: 'product'; key: string; href: string; product: ProductCard }
  | { kind: 'category'; key: string; href: string; name: string; parentName?: string }
  | { kind: 'brand'; key: string; href: string; name: string };

export interface SuggestionGroup {
  kind: SuggestionOption['kind'];
  label: string;
  options: SuggestionOption[];
  /** The index of the group's first option among every option shown. */
  start: number;
}

const GROUP_LABELS: Record<SuggestionOption['kind'], string> = {
  product: 'Products',
  category: 'Categories',
  brand: 'Brands',
};

/** A product's page; with a variant's SKU, the page opens with that variant chosen (`?variant=`). */
export function productHref(id: string, variant?: string): string {
  const path = `/product/${encodeURIComponent(id)}`;
  return variant === undefined ? path : `${path}?${new URLSearchParams({ variant }).toString()}`;
}

/** The shop's address for a search: /shop?q=... (a blank query opens the whole shop). */
export function shopSearchHref(query: string): string {
  const q = query.trim();
  return q ? `/shop?${new URLSearchParams({ q }).toString()}` : '/shop';
}

/** The shop filtered by a category, or by a sub-category within its category. */
export function categoryHref(id: string, parentId?: string): string {
  const params = parentId
    ? new URLSearchParams({ category: parentId, subCategory: id })
    : new URLSearchParams({ category: id });
  return `/shop?${params.toString()}`;
}

/**
 * The suggestions as groups in the order they are shown (products, categories, brands), each option
 * with where Enter or a click takes the shopper. Empty groups are left out.
 */
export function suggestionGroups(response: SuggestionsResponse): SuggestionGroup[] {
  const products: SuggestionOption[] = response.products.map((product) => ({
    kind: 'product',
    key: `product-${product.id}`,
    href: productHref(product.id, product.variant),
    product,
  }));
  const categories: SuggestionOption[] = response.categories.map((category) => ({
    kind: 'category',
    key: `category-${category.id}`,
    href: categoryHref(category.id, category.parentId),
    name: category.name,
    parentName: category.parentId ? findCategory(category.parentId)?.name : undefined,
  }));
  const brands: SuggestionOption[] = response.brands.map((brand) => ({
    kind: 'brand',
    key: `brand-${brand}`,
    href: shopSearchHref(brand),
    name: brand,
  }));
  let start = 0;
  const groups: SuggestionGroup[] = [];
  for (const options of [products, categories, brands]) {
    const kind = options[0]?.kind;
    if (!kind) continue;
    groups.push({ kind, label: GROUP_LABELS[kind], options, start });
    start += options.length;
  }
  return groups;
}

/** The index of the next option for an arrow key, wrapping at both ends; -1 means none is active. */
export function nextActiveIndex(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
