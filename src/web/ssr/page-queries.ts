import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { PRODUCT_PAGE_SIZE } from '../../shared/catalogue-options';
import type {
  ProductCard,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
} from '../../shared/product';
import { productKeys } from '../lib/query-keys';
import { parseShopFilters, toProductQuery } from '../features/catalog/shop-filters';

/** What the server's catalogue (in memory) answers, as the API would. */
export interface PageSources {
  featured(): Promise<ProductCard[]>;
  list(query: ProductListQuery): Promise<ProductListResponse>;
  /** Undefined for a product that is not in the shop. */
  detail(id: string): Promise<ProductDetailResponse | undefined>;
}

/** The data crosses to the browser as JSON: the server draws from exactly what the browser will read. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Fills the app's query cache with what the page at `url` asks for first (the same keys and shapes as its
 * hooks: features/catalog/api/products.ts), from the catalogue instead of the API. Returns the HTTP status
 * of the page: 404 for a product that is not in the shop, and for any other address (the app's "Oops!
 * Page not found").
 */
export async function loadPageQueries(client: QueryClient, url: URL, sources: PageSources): Promise<number> {
  if (url.pathname === '/') {
    client.setQueryData(productKeys.featured, asJson(await sources.featured()));
    return 200;
  }
  if (url.pathname === '/shop') {
    const query = toProductQuery(parseShopFilters(url.searchParams));
    const first = await sources.list({ ...query, offset: 0, limit: PRODUCT_PAGE_SIZE });
    client.setQueryData(productKeys.list(query), { pages: [asJson(first)], pageParams: [0] });
    return 200;
  }
  const product = matchPath('/product/:id', url.pathname);
  if (product) {
    const id = product.params.id ?? '';
    const detail = await sources.detail(id);
    // Null: the page shows "Product not found", as it does when the API answers 404.
    client.setQueryData(productKeys.detail(id), detail ? asJson(detail) : null);
    return detail ? 200 : 404;
  }
  return 404;
}
