import {
  LIST_SORTS,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  PRODUCT_PAGE_SIZE,
  RELEVANCE_LABEL,
  RELEVANCE_SORT,
  SORT_LABELS,
  SORT_OPTIONS,
  type ListSort,
} from '../../../shared/catalogue-options';
import { CATEGORIES, findCategory, findSubCategory } from '../../../shared/categories';
import type { ProductListQuery, ProductListResponse } from '../../../shared/product';
import { buttonClass, esc, icon, productGrid, shopHref } from './page-body-parts';

/** The longest search the shop keeps (the web's shop filters cut it there too). */
const MAX_QUERY_LENGTH = 200;

function price(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) return undefined;
  return Math.min(PRICE_SLIDER_MAX, Math.max(PRICE_SLIDER_MIN, Math.round(number)));
}

/**
 * The shop's first page for an address's filters, read as the web's shop reads them: an unknown category
 * shows every product, a sub-category picks its category, prices are clamped to the slider, and the
 * order is the one the app shows by default (Relevance while searching, else by name).
 */
export function shopQuery(search: string): ProductListQuery {
  const params = new URLSearchParams(search);
  let category = params.get('category') ?? undefined;
  if (category !== undefined && !findCategory(category)) category = undefined;
  let subCategory = params.get('subCategory') ?? undefined;
  const sub = subCategory === undefined ? undefined : findSubCategory(subCategory);
  if (!sub) subCategory = undefined;
  else if (category === undefined) category = sub.category.id;
  else if (sub.category.id !== category) subCategory = undefined;

  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];

  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH) || undefined;
  const sort = LIST_SORTS.find((option) => option === params.get('sort')) ?? (q ? 'relevance' : 'name');
  return {
    q,
    category,
    subCategory,
    minPrice: minPrice !== undefined && minPrice > PRICE_SLIDER_MIN ? minPrice : undefined,
    maxPrice: maxPrice !== undefined && maxPrice < PRICE_SLIDER_MAX ? maxPrice : undefined,
    sort,
    offset: 0,
    limit: PRODUCT_PAGE_SIZE,
  };
}

const ALL_PRODUCTS = {
  title: 'Shop All Products',
  subtitle: 'Professional garage and workshop equipment, priced in naira.',
};

/** The heading of the web's shop: the chosen sub-category's or category's name and description. */
function heading(query: ProductListQuery): { title: string; subtitle: string } {
  const category = query.category ? findCategory(query.category) : undefined;
  if (!category) return ALL_PRODUCTS;
  const sub = query.subCategory ? findSubCategory(query.subCategory)?.subCategory : undefined;
  if (sub) return { title: sub.name, subtitle: sub.description || category.description };
  return { title: category.name, subtitle: category.description };
}

/** A plain search form (GET /shop) and the categories as links: the filters a page without script keeps. */
function filterPanel(query: ProductListQuery, idSuffix: string): string {
  const link = (href: string, label: string, current: boolean) =>
    `<li><a href="${esc(href)}"${current ? ' aria-current="page"' : ''} class="flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-zinc-800 ${current ? 'text-amber-400' : 'text-zinc-200'}">${esc(label)}</a></li>`;
  const categories =
    link('/shop', 'All Products', !query.category) +
    CATEGORIES.map((category) =>
      link(shopHref({ category: category.id }), category.name, query.category === category.id),
    ).join('');
  const searchId = `shop-search-${idSuffix}`;
  const headingId = `shop-categories-${idSuffix}`;
  return (
    '<div class="space-y-6 rounded-xl border border-zinc-800 bg-zinc-900 p-4 lg:sticky lg:top-24">' +
    '<form role="search" method="get" action="/shop">' +
    keptFilters({ ...query, minPrice: undefined, maxPrice: undefined }, 'q') +
    `<label for="${searchId}" class="mb-2 block text-sm font-semibold text-white">Search</label>` +
    '<div class="flex gap-2"><div class="relative min-w-0 flex-1">' +
    icon('search', 'pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400') +
    `<input id="${searchId}" type="search" name="q" value="${esc(query.q ?? '')}" placeholder="Search products..." autocomplete="off" maxlength="${MAX_QUERY_LENGTH}" class="w-full min-h-11 rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-base text-zinc-100 placeholder:text-zinc-400 focus-visible:border-amber-400 pl-9">` +
    `</div><button type="submit" class="${buttonClass('primary')}">Search</button></div></form>` +
    `<nav aria-labelledby="${headingId}"><h2 id="${headingId}" class="text-lg font-bold text-white">Categories</h2>` +
    `<ul class="mt-2 grid grid-cols-1 gap-1">${categories}</ul></nav></div>`
  );
}

/**
 * The filters beside the results from the lg width; on a phone behind "Show Filters", as in the app, so
 * the first products stay where the app draws them (a <details> element opens without a script).
 */
function filters(query: ProductListQuery): string {
  return (
    '<aside aria-label="Product filters" class="lg:w-72 lg:shrink-0">' +
    `<details class="lg:hidden"><summary class="${buttonClass('outline')} w-full cursor-pointer">Show Filters</summary>` +
    `<div class="mt-4">${filterPanel(query, 'narrow')}</div></details>` +
    `<div class="hidden lg:block">${filterPanel(query, 'wide')}</div>` +
    '</aside>'
  );
}

/** The fields of the current filters, so that a form (search, sort) keeps them. */
function keptFilters(query: ProductListQuery, except: 'q' | 'sort'): string {
  const kept: Record<string, string | number | undefined> = {
    category: query.category,
    subCategory: query.subCategory,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    q: except === 'q' ? undefined : query.q,
  };
  return Object.entries(kept)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${esc(String(value))}">`)
    .join('');
}

/** The app's toolbar: 'Showing X of Y products' and the order, here a form with its own button. */
function toolbar(query: ProductListQuery, list: ProductListResponse): string {
  const sorts: [ListSort, string][] = [
    ...(query.q ? [[RELEVANCE_SORT, RELEVANCE_LABEL] as [ListSort, string]] : []),
    ...SORT_OPTIONS.map((option): [ListSort, string] => [option, SORT_LABELS[option]]),
  ];
  const options = sorts
    .map(
      ([option, label]) =>
        `<option value="${option}"${option === query.sort ? ' selected' : ''}>${esc(label)}</option>`,
    )
    .join('');
  return (
    '<div class="flex flex-wrap items-center justify-between gap-3">' +
    `<p class="text-sm text-zinc-300">Showing ${list.products.length} of ${list.total} products</p>` +
    '<form method="get" action="/shop" class="flex items-center gap-2">' +
    keptFilters(query, 'sort') +
    '<label for="shop-sort" class="text-sm whitespace-nowrap text-zinc-300">Sort by</label>' +
    `<select id="shop-sort" name="sort" class="w-full min-h-11 rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-base text-zinc-100 focus-visible:border-amber-400 w-auto">${options}</select>` +
    `<button type="submit" class="${buttonClass('outline')}">Sort</button></form></div>`
  );
}

/** The shop: its heading, search and categories, 'Showing X of Y products' and the first 24 products. */
export function shopBody(query: ProductListQuery, list: ProductListResponse): string {
  const { title, subtitle } = heading(query);
  const results =
    list.products.length === 0
      ? '<div class="flex flex-col items-center rounded-xl border border-zinc-800 bg-zinc-900 p-10 text-center">' +
        '<p class="mt-4 text-lg text-zinc-200">No products found matching your criteria.</p>' +
        `<a href="/shop" class="${buttonClass('primary')} mt-6">Clear Filters</a></div>`
      : productGrid(list.products, { label: 'Products', heading: 'h2', firstIsLcp: true });
  const corrected = list.correctedQuery
    ? `<p class="text-sm text-zinc-300">Showing results for “${esc(list.correctedQuery)}”</p>`
    : '';
  return (
    '<div class="mx-auto max-w-7xl px-4 py-8 sm:py-12">' +
    `<h1 class="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">${esc(title)}</h1>` +
    `<p class="mt-2 text-zinc-300">${esc(subtitle)}</p>` +
    '<div class="mt-8 flex flex-col gap-8 lg:flex-row">' +
    filters(query) +
    '<div class="min-w-0 flex-1 space-y-6">' +
    toolbar(query, list) +
    corrected +
    results +
    '</div></div></div>'
  );
}
