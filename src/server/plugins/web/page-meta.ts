import { categoryName, findCategory } from '../../../shared/categories';
import { SHARE_IMAGE, shareImageUrl } from '../../../shared/images';
import { formatNaira } from '../../../shared/money';
import { DOCUMENT_TITLES, documentPagePath, type DocumentKind } from '../../../shared/documents';
import { orderPath } from '../../../shared/order-status';
import type { Product } from '../../../shared/product';
import { SHOP } from '../../../shared/shop';
import type { PageMeta } from './html-shell';

const DEFAULT_DESCRIPTION =
  'Vehicle lifts, spray booths, diagnostic scanners, body equipment and lube bay equipment for workshops across Nigeria. Order on WhatsApp.';

/**
 * Title and description of each storefront screen, by path. The title is followed by the shop's name
 * (`Shop | GaragePro`), read from the business details per request; the home page's title is the name
 * and the tagline.
 */
export const PAGE_TITLES: Record<string, { title: string; description: string; index: boolean }> = {
  '/': { title: '', description: DEFAULT_DESCRIPTION, index: true },
  '/shop': {
    title: 'Shop',
    description: 'Browse and filter our catalogue of premium garage and workshop equipment, priced in naira.',
    index: true,
  },
  '/about': {
    title: 'About Us',
    description: 'Over 20 years equipping workshops in more than 30 states across Nigeria.',
    index: true,
  },
  '/contact': {
    title: 'Contact',
    description: 'Call, chat or write to us. We reply within 24 hours.',
    index: true,
  },
  '/cart': { title: 'Cart', description: DEFAULT_DESCRIPTION, index: false },
  '/checkout': { title: 'Checkout', description: DEFAULT_DESCRIPTION, index: false },
  '/account': { title: 'My Account', description: DEFAULT_DESCRIPTION, index: false },
  '/login': { title: 'Sign In', description: DEFAULT_DESCRIPTION, index: false },
  '/signup': { title: 'Create Account', description: DEFAULT_DESCRIPTION, index: false },
  '/forgot-password': {
    title: 'Forgot Password',
    description: DEFAULT_DESCRIPTION,
    index: false,
  },
  '/reset-password': {
    title: 'Reset Password',
    description: DEFAULT_DESCRIPTION,
    index: false,
  },
  '/staff/join': { title: 'Join the Team', description: DEFAULT_DESCRIPTION, index: false },
  '/admin': { title: 'Admin Dashboard', description: DEFAULT_DESCRIPTION, index: false },
};

export const NOT_FOUND_META = { title: 'Page not found', description: 'Oops! Page not found' };

/** A page's title followed by the shop's name; the home page's (no title) is the name and the tagline. */
export function titled(title: string, shopName: string): string {
  return title ? `${title} | ${shopName}` : `${shopName} | ${SHOP.tagline}`;
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The link-preview picture of a page that shows no product (the media module draws them). */
export interface PageShareCards {
  width: number;
  height: number;
  type: string;
  /** The picture's path for a storefront address. */
  pathFor(pathname: string, search?: string): string;
}

export function staticPageMeta(
  publicUrl: string,
  cards: PageShareCards,
  shopName: string,
  pathname: string,
  search = '',
): PageMeta {
  const page = PAGE_TITLES[pathname] ?? { ...NOT_FOUND_META, index: false };
  let { title } = page;
  const category = pathname === '/shop' ? new URLSearchParams(search).get('category') : null;
  if (category && findCategory(category)) title = categoryName(category);
  return {
    title: titled(title, shopName),
    description: page.description,
    url: `${publicUrl}${pathname}`,
    // The picture of the shop, or of the category on a category page.
    image: `${publicUrl}${cards.pathFor(pathname, search)}`,
    imageSize: { width: cards.width, height: cards.height },
    imageType: cards.type,
  };
}

/**
 * An order's status page: the reference from the address and nothing of the order itself (the page
 * reads it through the API, for its owner or an admin only); never indexed.
 */
export function orderPageMeta(publicUrl: string, shopName: string, reference: string): PageMeta {
  return {
    title: titled(`Order ${reference}`, shopName),
    description: `The status of order ${reference}.`,
    url: `${publicUrl}${orderPath(reference)}`,
    noindex: true,
  };
}

/** An order's printable proforma invoice or receipt: like its status page, never indexed. */
export function orderDocumentPageMeta(
  publicUrl: string,
  shopName: string,
  reference: string,
  kind: DocumentKind,
): PageMeta {
  const title = `${DOCUMENT_TITLES[kind]} ${reference}`;
  return {
    title: titled(title, shopName),
    description: `The ${DOCUMENT_TITLES[kind].toLowerCase()} of order ${reference}.`,
    url: `${publicUrl}${documentPagePath(reference, kind)}`,
    noindex: true,
  };
}

export function productPageMeta(publicUrl: string, shopName: string, product: Product): PageMeta {
  const price = formatNaira(product.price);
  return {
    title: titled(`${product.name} - ${price}`, shopName),
    description: shorten(`${price} · ${product.brand}. ${product.description}`, 200),
    url: `${publicUrl}/product/${encodeURIComponent(product.id)}`,
    image: `${publicUrl}${shareImageUrl(product.imagePublicId)}`,
    imageSize: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height },
    imageType: 'image/jpeg',
    type: 'product',
    price: { amount: product.price.toFixed(2), currency: 'NGN' },
  };
}
