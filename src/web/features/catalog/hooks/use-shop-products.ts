import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pagedListState } from '../../../lib/paged-list-state';
import { productCountQuery, productListQuery } from '../api/products';
import { hasActiveFilters, toProductQuery, type ShopFilters } from '../shop-filters';

/** The shop's product list (24 at a time) plus X (matching the filters) and Y (all active products). */
export function useShopProducts(filters: ShopFilters) {
  const query = useMemo(() => toProductQuery(filters), [filters]);
  const filtered = hasActiveFilters(filters);
  const list = useInfiniteQuery({ ...productListQuery(query), placeholderData: keepPreviousData });
  const count = useQuery({ ...productCountQuery(), enabled: filtered });

  const products = useMemo(() => list.data?.pages.flatMap((page) => page.products) ?? [], [list.data]);
  const matching = list.data?.pages[0]?.total;
  const allActive = filtered ? count.data : matching;

  return { products, matching, allActive, ...pagedListState(list) };
}
