import { PAGE_DATA_ID, type PageData } from '../../../shared/page-data';
import type {
  ProductCard,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
} from '../../../shared/product';
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

export interface PageBodies {
  home(): Promise<string>;
  /** The shop for an address's query string (`?category=...`, or empty). */
  shop(search: string): Promise<string>;
  product(detail: ProductDetailResponse): string;
  productNotFound(): string;
  notFound(): string;
}

/**
 * The page's data as a JSON block the browser never runs (no Content-Security-Policy hash needed); `<` is
 * written as \u003c so no text in it can close the block.
 */
export function pageDataBlock(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
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
    async home() {
      const featured = await catalog.featured();
      return pageFrame(homeBody(featured), '/') + pageDataBlock({ featured });
    },
    async shop(search) {
      const query = shopQuery(search);
      const page = await catalog.list(query);
      const { offset: _offset, limit: _limit, ...listQuery } = query;
      return (
        pageFrame(shopBody(query, page), '/shop') +
        pageDataBlock({ list: { query: { ...listQuery, sort: query.sort ?? 'name' }, page } })
      );
    },
    product(detail) {
      return pageFrame(productBody(detail.product, publicUrl), '') + pageDataBlock({ detail });
    },
    productNotFound() {
      return pageFrame(productNotFoundBody(), '');
    },
    notFound() {
      return pageFrame(notFoundBody(), '');
    },
  };
}
