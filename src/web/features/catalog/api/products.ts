import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  FeaturedResponse,
  ProductDetailResponse,
  ProductListResponse,
} from '../../../../shared/product';
import { PRODUCT_PAGE_SIZE } from '../../../../shared/catalogue-options';
import { ApiError, apiGet } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/offset-paging';
import { productKeys } from '../../../lib/query-keys';
import type { ProductQuery } from '../shop-filters';

/** GET /api/products, 24 at a time; the next page starts where the loaded rows end. */
export function productListQuery(query: ProductQuery) {
  return infiniteQueryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      apiGet<ProductListResponse>(
        '/api/products',
        { ...query, offset: pageParam, limit: PRODUCT_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset((page: ProductListResponse) => page.products),
  });
}

export function featuredProductsQuery() {
  return queryOptions({
    queryKey: productKeys.featured,
    queryFn: ({ signal }) =>
      apiGet<FeaturedResponse>('/api/products/featured', undefined, signal).then((body) => body.products),
  });
}

/** A product with its related ones; null for one that is not in the shop (404, an answer like any other). */
export function productDetailQuery(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }): Promise<ProductDetailResponse | null> =>
      apiGet<ProductDetailResponse>(`/api/products/${encodeURIComponent(id)}`, undefined, signal).catch(
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
  });
}

export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery());
}

export function useProductDetail(id: string) {
  return useQuery(productDetailQuery(id));
}
