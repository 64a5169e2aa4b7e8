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
import { CATEGORIES, categoryName, findCategory, findSubCategory } from '../../../shared/categories';
import { formatNaira } from '../../../shared/money';
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
  let sort = LIST_SORTS.find((option) => option === params.get('sort')) ?? (q ? RELEVANCE_SORT : 'name');
  if (sort === RELEVANCE_SORT && !q) sort = 'name';
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

/** The shop's address for a query: what the web writes (defaults left out). */
function hrefOf(query: ProductListQuery): string {
  const defaultSort = query.q ? RELEVANCE_SORT : 'name';
  return shopHref({
    category: query.category,
    subCategory: query.subCategory,
    q: query.q,
    minPrice: query.minPrice?.toString(),
    maxPrice: query.maxPrice?.toString(),
    sort: query.sort === defaultSort ? undefined : query.sort,
  });
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
    '<form role="search" method="get" action="/shop">' +
    keptFilters({ ...query, minPrice: undefined, maxPrice: undefined }, 'q') +
    `<label for="${searchId}" class="mb-2 block text-sm font-semibold text-white">Search</label>` +
    '<div class="flex gap-2"><div class="relative min-w-0 flex-1">' +
    icon('search', 'pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400') +
    `<input id="${searchId}" type="search" name="q" value="${esc(query.q ?? '')}" placeholder="Search products..." autocomplete="off" maxlength="${MAX_QUERY_LENGTH}" class="w-full min-h-11 rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-base text-zinc-100 placeholder:text-zinc-400 focus-visible:border-amber-400 pl-9">` +
    `</div><button type="submit" class="${buttonClass('primary')}">Search</button></div></form>` +
    `<nav aria-labelledby="${headingId}"><h2 id="${headingId}" class="text-lg font-bold text-white">Categories</h2>` +
    `<ul class="mt-2 grid grid-cols-1 gap-1">${categories}</ul></nav>`
  );
}

const PANEL = 'space-y-6 rounded-xl border border-zinc-800 bg-zinc-900 p-4';

/** The sidebar beside the results, from the lg width (the app's). */
function sidebar(query: ProductListQuery): string {
  return `<aside aria-label="Product filters" class="hidden lg:block lg:w-72 lg:shrink-0"><div class="${PANEL} lg:sticky lg:top-24">${filterPanel(query, 'wide')}</div></aside>`;
}

/**
 * Below the lg width the app's "Filters" button opens a sheet; here a <details> element, which opens
 * without a script, with the filters over the results.
 */
function filtersButton(query: ProductListQuery): string {
  return (
    `<details class="lg:hidden"><summary aria-label="Show Filters" class="${buttonClass('outline')} cursor-pointer">Filters</summary>` +
    `<div class="absolute inset-x-0 top-full z-40 mt-2 ${PANEL}">${filterPanel(query, 'narrow')}</div></details>`
  );
}

/**
 * The app's toolbar: the filters button, the order, 'Showing X of Y products' and (where the app has
 * the grid/list switch) the order form's own button.
 */
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
    '<div class="relative flex flex-wrap items-center gap-x-3 gap-y-2">' +
    filtersButton(query) +
    '<form id="shop-sort-form" method="get" action="/shop" class="flex min-w-0 grow basis-48 items-center gap-2 sm:order-2 sm:grow-0 sm:basis-auto">' +
    keptFilters(query, 'sort') +
    '<label for="shop-sort" class="sr-only text-sm whitespace-nowrap text-zinc-300 sm:not-sr-only">Sort by</label>' +
    `<select id="shop-sort" name="sort" class="w-full min-h-11 rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-base text-zinc-100 focus-visible:border-amber-400 min-w-0 sm:w-auto">${options}</select></form>` +
    `<p class="grow text-sm text-zinc-300 sm:order-1">Showing ${list.products.length} of ${list.total} products</p>` +
    `<div class="flex gap-1 sm:order-3"><button type="submit" form="shop-sort-form" class="${buttonClass('outline')}">Sort</button></div>` +
    '</div>'
  );
}

/** The filters in force as chips (the app's), each a link to the shop without it. */
function chips(query: ProductListQuery): string {
  const list: { label: string; without: Partial<ProductListQuery> }[] = [];
  if (query.q) list.push({ label: `“${query.q}”`, without: { q: undefined, sort: undefined } });
  if (query.category)
    list.push({
      label: categoryName(query.category),
      without: { category: undefined, subCategory: undefined },
    });
  if (query.subCategory)
    list.push({ label: categoryName(query.subCategory), without: { subCategory: undefined } });
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    const label =
      query.minPrice !== undefined && query.maxPrice !== undefined
        ? `${formatNaira(query.minPrice)} - ${formatNaira(query.maxPrice)}`
        : query.minPrice !== undefined
          ? `From ${formatNaira(query.minPrice)}`
          : `Up to ${formatNaira(query.maxPrice!)}`;
    list.push({ label, without: { minPrice: undefined, maxPrice: undefined } });
  }
  if (list.length === 0) return '';
  const items = list
    .map(({ label, without }) => {
      const rest = { ...query, ...without };
      if (rest.sort === RELEVANCE_SORT && !rest.q) rest.sort = 'name';
      return (
        `<li class="min-w-0"><a href="${esc(hrefOf(rest))}" aria-label="${esc(`Remove filter: ${label}`)}" class="inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full border border-zinc-600 bg-zinc-900 py-1 pr-2 pl-3.5 text-sm font-medium text-zinc-100 hover:border-amber-400 hover:text-amber-300">` +
        `<span class="truncate">${esc(label)}</span>${icon('x', 'size-4 shrink-0')}</a></li>`
      );
    })
    .join('');
  return `<ul aria-label="Active filters" class="flex flex-wrap gap-2">${items}</ul>`;
}

/** The shop: its heading, filters, toolbar, chips and the first 24 products. */
export function shopBody(query: ProductListQuery, list: ProductListResponse): string {
  const { title, subtitle } = heading(query);
  const results =
    list.products.length === 0
      ? '<div class="flex flex-col items-center rounded-xl border border-zinc-800 bg-zinc-900 p-10 text-center">' +
        '<p class="mt-4 text-lg text-zinc-200">No products found matching your criteria.</p>' +
        `<a href="/shop" class="${buttonClass('primary')} mt-6">Clear Filters</a></div>`
      : productGrid(list.products, { kind: 'shop', label: 'Products', heading: 'h2', firstIsLcp: true });
  const corrected = list.correctedQuery
    ? `<p class="text-zinc-200">Showing results for “<span class="font-semibold text-white">${esc(list.correctedQuery)}</span>”</p>`
    : '';
  return (
    '<div class="mx-auto max-w-7xl px-4 py-6 sm:py-12">' +
    `<h1 class="text-2xl font-extrabold tracking-tight text-white sm:text-4xl">${esc(title)}</h1>` +
    `<p class="mt-1 text-sm text-zinc-300 sm:mt-2 sm:text-base">${esc(subtitle)}</p>` +
    '<div class="mt-5 flex flex-col gap-8 sm:mt-8 lg:flex-row">' +
    sidebar(query) +
    '<div class="min-w-0 flex-1 space-y-4">' +
    toolbar(query, list) +
    chips(query) +
    corrected +
    results +
    '</div></div></div>'
  );
}
