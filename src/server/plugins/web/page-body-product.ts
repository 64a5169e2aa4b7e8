import { categoryName } from '../../../shared/categories';
import { formatNaira } from '../../../shared/money';
import type { Product } from '../../../shared/product';
import { whatsappLink } from '../../../shared/shop';
import { buttonClass, esc, icon, price, productHref, productImage, shopHref, stars } from './page-body-parts';

/** The `sizes` of the product page's main picture (the web's gallery). */
const MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw';
/** The web's cut of the description on a phone (SPEC.md: cut at 120 characters). */
const MOBILE_DESCRIPTION_LIMIT = 120;

/** The chat text that asks the seller about a product: its name, naira price and page. */
export function askMessage(product: Pick<Product, 'id' | 'name' | 'price'>, publicUrl: string): string {
  return `Hello, I would like to ask about ${product.name} (${formatNaira(product.price)}): ${publicUrl}${productHref(product.id)}`;
}

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
 * A product page: its picture (the page's largest, fetched first), name, price, stock and a link that asks
 * the seller about it on WhatsApp; then its description, specifications and features.
 */
export function productBody(
  product: Product,
  options: { publicUrl: string; sellerWhatsapp: string },
): string {
  const ask = whatsappLink(options.sellerWhatsapp, askMessage(product, options.publicUrl));
  const picture = productImage({
    publicId: product.imagePublicId,
    fallbackSrc: product.image,
    alt: product.name,
    sizes: MAIN_SIZES,
    priority: true,
  });
  return (
    '<div class="mx-auto max-w-7xl px-4 py-6 sm:py-10">' +
    breadcrumb(product) +
    '<div class="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">' +
    `<div class="self-start overflow-hidden rounded-xl border border-zinc-800">${picture}</div>` +
    '<div class="flex flex-col gap-5">' +
    `<p class="text-sm font-semibold tracking-widest text-amber-400 uppercase">${esc(product.brand)}</p>` +
    `<h1 class="-mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">${esc(product.name)}</h1>` +
    stars(product.rating, product.reviews, 'md') +
    price(product.price, product.originalPrice, { size: 'lg', showSaving: true }) +
    description(product.description) +
    stock(product) +
    `<div><a href="${esc(ask)}" target="_blank" rel="noopener noreferrer" class="${buttonClass('primary', 'lg')} w-full sm:w-auto">${icon('message', 'size-5')}Ask about this on WhatsApp</a></div>` +
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
