import { categoryName } from '../../../shared/categories';
import { DEFAULT_IMAGE_WIDTH, imageHeightFor, imageSrcSet, imageUrl } from '../../../shared/images';
import { formatNaira } from '../../../shared/money';
import type { ProductCard } from '../../../shared/product';
import { escapeMarkup as escapeHtml } from '../../lib/escape-markup';
import {
  gridColumnClasses,
  SHOP_GRID_COLUMNS,
  SHOP_GRID_ITEM,
  SHOP_GRID_SIZES,
} from '../../../shared/grid-columns';

/**
 * The pieces of the pages the server writes for a browser that runs no script (page-body.ts): the same
 * markup and Tailwind classes as the web's components (src/web/components/product, the header), so the
 * page looks like the shop and the app, when it runs, draws the same things in the same places. Only
 * classes the web's own source uses are built into the CSS: page-body.test.ts checks that.
 */

/** Escaped text for an element or an attribute. */
export const esc = escapeHtml;

/** The paths of the few lucide icons drawn here (24x24, stroked). */
const ICONS = {
  wrench:
    '<path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z"/>',
  menu: '<path d="M4 5h16"/><path d="M4 12h16"/><path d="M4 19h16"/>',
  message:
    '<path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"/>',
  star: '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"/>',
  search: '<path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/>',
  chevron: '<path d="m9 18 6-6-6-6"/>',
  check: '<circle cx="12" cy="12" r="10"/><path d="m16 9-5.5 5.5L8 12"/>',
  x: '<path d="M18 6 6 18"/><path d="m6 6 12 12"/>',
  cross: '<circle cx="12" cy="12" r="10"/><path d="m15 9-6 6"/><path d="m9 9 6 6"/>',
} as const;

export type IconName = keyof typeof ICONS;

/** A decorative icon, as lucide-react draws it. */
export function icon(name: IconName, className: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="${className}">${ICONS[name]}</svg>`;
}

/** buttonVariants of src/web/components/ui/button.tsx: primary or outline, md or lg. */
const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md text-sm font-semibold whitespace-nowrap transition-colors [&_svg]:size-4 [&_svg]:shrink-0';
const BUTTON_VARIANTS = {
  primary: 'bg-amber-500 text-zinc-950 hover:bg-amber-400',
  outline: 'border border-zinc-600 bg-transparent text-zinc-100 hover:border-amber-400 hover:text-amber-300',
  secondary: 'bg-zinc-800 text-zinc-100 hover:bg-zinc-700',
} as const;
const BUTTON_SIZES = { sm: 'px-3', md: 'px-4', lg: 'px-6 text-base' } as const;

export function buttonClass(
  variant: keyof typeof BUTTON_VARIANTS = 'primary',
  size: keyof typeof BUTTON_SIZES = 'md',
): string {
  return `${BUTTON} ${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES[size]}`;
}

/** An address in the shop, with each query value encoded. */
export function shopHref(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `/shop?${search}` : '/shop';
}

export function productHref(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

interface ImageOptions {
  publicId: string;
  fallbackSrc: string;
  alt: string;
  sizes: string;
  /** The page's largest picture: fetched first and at once; every other one lazily. */
  priority?: boolean;
}

/** ProductImage of the web: a 4:3 WebP with srcset, sizes and its intrinsic size, so nothing jumps. */
export function productImage({ publicId, fallbackSrc, alt, sizes, priority = false }: ImageOptions): string {
  const src = publicId ? imageUrl(publicId, 480) : fallbackSrc;
  const sized = publicId ? ` srcset="${esc(imageSrcSet(publicId))}" sizes="${esc(sizes)}"` : '';
  // elementtiming: the page's scripts wait for this picture's first paint (decision 034).
  const loading = priority ? 'fetchpriority="high" elementtiming="first-picture"' : 'loading="lazy"';
  return (
    `<img src="${esc(src)}"${sized} width="${DEFAULT_IMAGE_WIDTH}" height="${imageHeightFor(DEFAULT_IMAGE_WIDTH)}"` +
    ` alt="${esc(alt)}" ${loading} decoding="async" class="aspect-[4/3] h-auto w-full bg-zinc-800 object-cover">`
  );
}

/** Price of the web: the price, the struck-through original price and, if asked, the saving. */
export function price(
  amount: number,
  originalPrice: number | null,
  { size = 'md', showSaving = false }: { size?: 'md' | 'lg'; showSaving?: boolean } = {},
): string {
  const saving = originalPrice !== null && originalPrice > amount ? originalPrice - amount : 0;
  const large = size === 'lg';
  let html = `<div class="flex flex-wrap items-baseline gap-x-3 gap-y-1"><span class="font-bold text-white ${large ? 'text-3xl' : 'text-lg'}">${formatNaira(amount)}</span>`;
  if (saving > 0 && originalPrice !== null) {
    html += `<span class="text-zinc-400 line-through ${large ? 'text-lg' : 'text-sm'}"><span class="sr-only">Original price </span>${formatNaira(originalPrice)}</span>`;
    if (showSaving)
      html += `<span class="rounded-md bg-emerald-900/60 px-2 py-0.5 text-sm font-semibold text-emerald-300">Save ${formatNaira(saving)}</span>`;
  }
  return `${html}</div>`;
}

/** The star, drawn once per page (STAR_SYMBOL) and used by every rating: 24 cards stay small. */
const STAR_ID = 'page-star';
export const STAR_SYMBOL = `<svg width="0" height="0" aria-hidden="true" class="hidden"><symbol id="${STAR_ID}" viewBox="0 0 24 24">${ICONS.star}</symbol></svg>`;

/** StarRating of the web: five stars filled to the rating, with the review count. */
export function stars(rating: number, reviews: number, size: 'sm' | 'md' = 'sm'): string {
  const rounded = Math.round(rating);
  const sizeClass = size === 'sm' ? 'size-4' : 'size-5';
  let drawn = '';
  for (let star = 1; star <= 5; star += 1)
    drawn += `<svg width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="${sizeClass} ${star <= rounded ? 'fill-amber-400 text-amber-400' : 'text-zinc-500'}"><use href="#${STAR_ID}"/></svg>`;
  return (
    `<div class="flex flex-wrap items-center gap-x-2 gap-y-0.5"><span role="img" aria-label="Rated ${rating.toFixed(1)} out of 5" class="flex">${drawn}</span>` +
    `<span class="text-sm whitespace-nowrap text-zinc-300">(${reviews} ${reviews === 1 ? 'review' : 'reviews'})</span></div>`
  );
}

/**
 * The web's two grids (src/shared/grid-columns.ts, as ProductGrid draws them): the shop's long list, two
 * cards per row from a phone; and a short list (featured), its columns chosen from its number of cards.
 */
const GRIDS = {
  shop: { list: `grid gap-3 sm:gap-6 ${SHOP_GRID_COLUMNS}`, item: SHOP_GRID_ITEM },
  short: { list: 'grid gap-3 sm:gap-6', item: 'flex' },
} as const;

export type GridKind = keyof typeof GRIDS;

/**
 * ProductCard of the web (its grid layout). The whole card is the product's link; where the app has Add to
 * Cart, which needs the app, a "View" label keeps the card's height.
 */
export function productCard(
  card: ProductCard,
  { priority = false, heading = 'h3', sizes }: { priority?: boolean; heading?: 'h2' | 'h3'; sizes: string },
): string {
  const firstCategory = card.category[0];
  const category = firstCategory
    ? `<span class="text-zinc-400"> · ${esc(categoryName(firstCategory))}</span>`
    : '';
  const outOfStock = card.inStock
    ? ''
    : '<span class="absolute top-3 left-3 rounded-md bg-zinc-950/90 px-2 py-1 text-xs font-semibold text-zinc-100">Out of Stock</span>';
  const picture = productImage({
    publicId: card.imagePublicId,
    fallbackSrc: card.image,
    alt: card.name,
    sizes,
    priority,
  });
  return (
    '<article class="group @container relative flex w-full flex-col overflow-hidden rounded-xl border border-zinc-800 bg-zinc-900 transition-colors hover:border-zinc-600">' +
    `<div class="relative">${picture}${outOfStock}</div>` +
    '<div class="flex min-w-0 flex-1 flex-col gap-2 p-3 @3xs:p-4">' +
    `<p class="text-xs font-semibold tracking-wider text-amber-400 uppercase">${esc(card.brand)}${category}</p>` +
    `<${heading} class="text-sm leading-snug font-semibold break-words text-white @3xs:text-base"><a href="${productHref(card.id)}" class="after:absolute after:inset-0 after:content-[''] hover:text-amber-300 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-amber-400">${esc(card.name)}</a></${heading}>` +
    stars(card.rating, card.reviews) +
    '<div class="mt-auto flex flex-wrap items-end justify-between gap-3 pt-2">' +
    price(card.price, card.originalPrice) +
    `<span aria-hidden="true" class="${buttonClass(card.inStock ? 'primary' : 'secondary', 'sm')} w-full @3xs:w-auto">${card.inStock ? 'View' : 'Out of Stock'}</span>` +
    '</div></div></article>'
  );
}

/** ProductGrid of the web: the cards in a list, the first picture fetched first when asked. */
export function productGrid(
  cards: readonly ProductCard[],
  options: { kind: GridKind; label: string; heading?: 'h2' | 'h3'; firstIsLcp?: boolean },
): string {
  const { list, item } = GRIDS[options.kind];
  const columns = options.kind === 'short' ? gridColumnClasses(cards.length) : undefined;
  const items = cards
    .map((card, index) => {
      const priority = options.firstIsLcp === true && index === 0;
      const lead = index === 0 && columns !== undefined;
      const sizes = lead ? columns.leadSizes : (columns?.sizes ?? SHOP_GRID_SIZES);
      const itemClass = lead && columns.leadItem ? `${item} ${columns.leadItem}` : item;
      return `<li class="${itemClass}">${productCard(card, { priority, heading: options.heading, sizes })}</li>`;
    })
    .join('');
  const listClass = columns ? `${list} ${columns.list}` : list;
  return `<ul aria-label="${esc(options.label)}" class="${listClass}">${items}</ul>`;
}
