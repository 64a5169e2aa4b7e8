import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AdminListFilters } from '../products-url';
import { adminProductListQuery } from '../api/admin-products';
import { pagedListState } from '../../../../lib/paged-list-state';

/** The dashboard's product list for the current search, status and stock filter, 50 rows at a time. */
export function useAdminProductList(filters: AdminListFilters) {
  const query = useMemo(
    () => ({ q: filters.q.trim(), status: filters.status, lowStock: filters.stock === 'low' }),
    [filters.q, filters.status, filters.stock],
  );
  const list = useInfiniteQuery({ ...adminProductListQuery(query), placeholderData: keepPreviousData });
  const products = useMemo(() => list.data?.pages.flatMap((page) => page.products) ?? [], [list.data]);
  return { products, ...pagedListState(list) };
}

export type AdminProductListState = ReturnType<typeof useAdminProductList>;
