import { categoryName } from '../../../shared/categories';
import type { Product } from '../../../shared/product';
import { askOnWhatsappUrl, productPageUrl, shareOnWhatsappUrl } from '../../../shared/product-share';
import type { ShopIdentity } from '../../../shared/shop';
import { buttonClass, esc, icon, price, productImage, shopHref, stars } from './page-body-parts';

/** The `sizes` of the product page's main picture (the web's gallery). */
const MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw';
/** The web's cut of the description on a phone (SPEC.md: cut at 120 characters). */
const MOBILE_DESCRIPTION_LIMIT = 120;

function breadcrumb(product: Product): string {
  const category = product.category[0];
  const crumbs: { label: string; href?: string }[] = [
    { label: 'Home', href: '/' },
    { label: 'Shop', href: '/shop' },
    ...(category ? [{ label: categoryName(category), href: shopHref({ category }) }] : []),
    { label: product.name },
  ];
  const items = crumbs
    .map((crumb, index) => {
      const separator = index > 0 ? `<li aria-hidden="true">${icon('chevron', 'size-4')}</li>` : '';
      const item = crumb.href
        ? `<a href="${esc(crumb.href)}" class="inline-flex min-h-11 items-center hover:text-amber-300 sm:min-h-0">${esc(crumb.label)}</a>`
        : `<span aria-current="page" class="line-clamp-1 text-zinc-200">${esc(crumb.label)}</span>`;
      return `${separator}<li class="min-w-0">${item}</li>`;
    })
    .join('');
  return `<nav aria-label="Breadcrumb"><ol class="flex flex-wrap items-center gap-1 text-sm text-zinc-400">${items}</ol></nav>`;
}

/** The full description from the md width; on a phone cut at 120 characters (all of it further down). */
function description(text: string): string {
  const short =
    text.length > MOBILE_DESCRIPTION_LIMIT ? `${text.slice(0, MOBILE_DESCRIPTION_LIMIT).trimEnd()}...` : text;
  return (
    `<div class="text-zinc-300"><p class="hidden whitespace-pre-line md:block">${esc(text)}</p>` +
    `<div class="md:hidden"><p class="whitespace-pre-line">${esc(short)}</p></div></div>`
  );
}

function stock(product: Product): string {
  if (!product.inStock)
    return `<p class="flex items-center gap-2 font-semibold text-red-400">${icon('cross', 'size-5')}<span>Out of Stock</span></p>`;
  const count =
    product.stockCount > 0
      ? `<span class="font-normal text-zinc-300">(${product.stockCount} available)</span>`
      : '';
  return `<p class="flex items-center gap-2 font-semibold text-emerald-400">${icon('check', 'size-5')}<span>In Stock</span>${count}</p>`;
}

/** Description, Specifications and Features: the app's tabs, one after another. */
function details(product: Product): string {
  const heading = (id: string, title: string) =>
    `<h2 id="${id}" class="mb-6 text-2xl font-bold text-white">${title}</h2>`;
  const specs = Object.entries(product.specifications);
  const specifications =
    specs.length === 0
      ? '<p class="text-zinc-300">No specifications listed for this product.</p>'
      : '<dl class="max-w-3xl divide-y divide-zinc-800 rounded-xl border border-zinc-800">' +
        specs
          .map(
            ([name, value]) =>
              `<div class="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr]"><dt class="font-semibold text-zinc-100">${esc(name)}</dt><dd class="text-zinc-300">${esc(value)}</dd></div>`,
          )
          .join('') +
        '</dl>';
  const features =
    product.features.length === 0
      ? ''
      : '<section aria-labelledby="product-features" class="mt-12">' +
        heading('product-features', 'Features') +
        '<ul class="max-w-3xl space-y-3">' +
        product.features
          .map((feature) => `<li class="flex gap-3 text-zinc-300">${esc(feature)}</li>`)
          .join('') +
        '</ul></section>';
  return (
    '<section aria-labelledby="product-description" class="mt-12">' +
    heading('product-description', 'Description') +
    `<p class="max-w-3xl whitespace-pre-line text-zinc-300">${esc(product.description)}</p></section>` +
    '<section aria-labelledby="product-specifications" class="mt-12">' +
    heading('product-specifications', 'Specifications') +
    specifications +
    '</section>' +
    features
  );
}

/**
 * A product page, laid out as the app lays it: on a phone the name, the price and the ways to ask first,
 * then the picture (the page's largest, fetched first), description and stock; then the details.
 */
export function productBody(product: Product, publicUrl: string, shop: ShopIdentity): string {
  const pageUrl = productPageUrl(publicUrl, product.id);
  const picture = productImage({
    publicId: product.imagePublicId,
    fallbackSrc: product.image,
    alt: product.name,
    sizes: MAIN_SIZES,
    priority: true,
  });
  // Without a script there is no share sheet: Share is WhatsApp's own (the app's fallback too).
  const ask =
    '<div class="mt-1 flex items-stretch gap-2">' +
    `<a href="${esc(askOnWhatsappUrl(shop, product, pageUrl))}" target="_blank" rel="noopener noreferrer" class="inline-flex min-h-11 items-center justify-start gap-2 rounded-md bg-emerald-700 px-3 py-1 text-left text-sm font-semibold text-white transition-colors hover:bg-emerald-800 min-w-0 flex-1 sm:flex-none">${icon('message', 'size-4 shrink-0')}Ask about this on WhatsApp</a>` +
    `<a href="${esc(shareOnWhatsappUrl(shop, product, pageUrl))}" target="_blank" rel="noopener noreferrer" class="${buttonClass('outline', 'sm')}">Share<span class="sr-only"> on WhatsApp</span></a>` +
    '</div>';
  return (
    '<div class="mx-auto max-w-7xl px-4 pt-2 pb-6 sm:py-10">' +
    breadcrumb(product) +
    '<div class="mt-2 grid grid-cols-1 gap-6 sm:mt-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-5">' +
    '<div class="flex min-w-0 flex-col gap-3 lg:col-start-2 lg:row-start-1">' +
    `<p class="text-sm font-semibold tracking-widest text-amber-400 uppercase">${esc(product.brand)}</p>` +
    `<h1 class="-mt-2 text-2xl font-extrabold tracking-tight break-words text-white sm:text-4xl">${esc(product.name)}</h1>` +
    stars(product.rating, product.reviews, 'md') +
    price(product.price, product.originalPrice, { size: 'lg', showSaving: true }) +
    ask +
    '</div>' +
    `<div class="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1"><div class="self-start overflow-hidden rounded-xl border border-zinc-800">${picture}</div></div>` +
    '<div class="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-start-2">' +
    description(product.description) +
    stock(product) +
    '</div></div>' +
    details(product) +
    '</div>'
  );
}

/** The app's "Product not found" screen, for an address whose product is missing or hidden. */
export function productNotFoundBody(): string {
  return (
    '<section class="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">' +
    '<h1 class="mt-4 text-2xl font-bold text-white">Product not found</h1>' +
    '<p class="mt-2 text-zinc-300">This product does not exist or is no longer available.</p>' +
    `<a href="/shop" class="${buttonClass('primary', 'lg')} mt-8">Back to Shop</a></section>`
  );
}
