import type { ProductCard, ProductDetailResponse, ProductListResponse } from './product';

/**
 * What the server already read to write a storefront page, handed to the app inside that page (a JSON data
 * block, never run as a script), so the app's first render has its data and a phone does not render the
 * page twice: once empty, then again when the same answer comes back from the API.
 */
export const PAGE_DATA_ID = 'page-data';

/** The list query as the shop asks the API for it (no paging: this is the first page). */
export interface PageListQuery {
  q?: string;
  category?: string;
  subCategory?: string;
  minPrice?: number;
  maxPrice?: number;
  sort: string;
}

export type PageData =
  | { featured: ProductCard[] }
  | { list: { query: PageListQuery; page: ProductListResponse } }
  | { detail: ProductDetailResponse };
