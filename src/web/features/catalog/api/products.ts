import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { shopRoutes } from '../../../../shared/api-routes-shop';
import type { ProductDetailResponse, ProductListResponse } from '../../../../shared/product';
import { PRODUCT_PAGE_SIZE } from '../../../../shared/catalogue-options';
import { api, ApiError } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/offset-paging';
import { productKeys } from '../../../lib/query-keys';
import type { ProductQuery } from '../shop-filters';

/** GET /api/products, 24 at a time; the next page starts where the loaded rows end. */
export function productListQuery(query: ProductQuery) {
  return infiniteQueryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      api(shopRoutes.listProducts, {
        query: { ...query, offset: pageParam, limit: PRODUCT_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset((page: ProductListResponse) => page.products),
  });
}

export function featuredProductsQuery() {
  return queryOptions({
    queryKey: productKeys.featured,
    queryFn: ({ signal }) => api(shopRoutes.featuredProducts, { signal }).then((body) => body.products),
  });
}

/** A product with its related ones; null for one that is not in the shop (404, an answer like any other). */
export function productDetailQuery(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }): Promise<ProductDetailResponse | null> =>
      api(shopRoutes.getProduct, { params: { id }, signal }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });
}

export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery());
}

export function useProductDetail(id: string) {
  return useQuery(productDetailQuery(id));
}
