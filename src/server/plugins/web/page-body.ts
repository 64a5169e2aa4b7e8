import type { Product, ProductCard, ProductListQuery, ProductListResponse } from '../../../shared/product';
import type { ShopIdentity } from '../../../shared/shop';
import { pageFrame } from './page-body-frame';
import { homeBody } from './page-body-home';
import { buttonClass } from './page-body-parts';
import { productBody, productNotFoundBody } from './page-body-product';
import { shopBody, shopQuery } from './page-body-shop';

/** What the pages' bodies read of the catalogue (the catalog module's in-memory reads). */
export interface BodyCatalogue {
  featured(): Promise<ProductCard[]>;
  list(query: ProductListQuery): Promise<ProductListResponse>;
}

/** Each page in the shop's frame, drawn with the shop's identity (name, numbers, email, address). */
export interface PageBodies {
  home(shop: ShopIdentity): Promise<string>;
  /** The shop for an address's query string (`?category=...`, or empty). */
  shop(search: string, shop: ShopIdentity): Promise<string>;
  product(product: Product, shop: ShopIdentity): string;
  productNotFound(shop: ShopIdentity): string;
  notFound(shop: ShopIdentity): string;
}

function notFoundBody(): string {
  return (
    '<section class="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">' +
    '<p class="text-7xl font-extrabold text-amber-400" aria-hidden="true">404</p>' +
    '<h1 class="mt-4 text-2xl font-bold text-white">Oops! Page not found</h1>' +
    '<p class="mt-2 text-zinc-300">The page you are looking for does not exist or has moved.</p>' +
    `<a href="/" class="${buttonClass('primary', 'lg')} mt-8">Return to Home</a></section>`
  );
}

/**
 * The content of the storefront's pages as HTML, put inside #root of the page the server sends: a browser
 * that runs no script (Opera Mini's extreme mode, crawlers) shows the products, their prices, pictures and
 * links; a phone paints the largest of them before any script; the app, once it runs, draws over it.
 * Built per request from the catalogue in memory (under a millisecond for 24 cards).
 */
export function createPageBodies(options: { catalog: BodyCatalogue; publicUrl: string }): PageBodies {
  const { catalog, publicUrl } = options;
  return {
    async home(shop) {
      return pageFrame(homeBody(await catalog.featured(), shop), '/', shop);
    },
    async shop(search, shop) {
      const query = shopQuery(search);
      return pageFrame(shopBody(query, await catalog.list(query)), '/shop', shop);
    },
    product(product, shop) {
      return pageFrame(productBody(product, publicUrl, shop), '', shop);
    },
    productNotFound(shop) {
      return pageFrame(productNotFoundBody(), '', shop);
    },
    notFound(shop) {
      return pageFrame(notFoundBody(), '', shop);
    },
  };
}
