import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { shopRoutes } from '../../../../shared/api-routes-shop';
import type { ProductListResponse } from '../../../../shared/product';
import { PRODUCT_PAGE_SIZE } from '../../../../shared/catalogue-options';
import { api } from '../../../lib/api-client';
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

export function productDetailQuery(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api(shopRoutes.getProduct, { params: { id }, signal }),
  });
}

export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery());
}

export function useProductDetail(id: string) {
  return useQuery(productDetailQuery(id));
}
