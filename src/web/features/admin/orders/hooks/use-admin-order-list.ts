import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrderFilters } from '../orders-url';
import { adminOrderListQuery } from '../api/admin-orders';
import { pagedListState } from '../../../../lib/paged-list-state';

/** The orders list for the current status filter and search, newest first, 25 at a time. */
export function useAdminOrderList(filters: OrderFilters) {
  const query = useMemo(() => ({ status: filters.status, q: filters.q.trim() }), [filters.status, filters.q]);
  const list = useInfiniteQuery({ ...adminOrderListQuery(query), placeholderData: keepPreviousData });
  const orders = useMemo(() => list.data?.pages.flatMap((page) => page.orders) ?? [], [list.data]);
  return { orders, ...pagedListState(list) };
}

export type AdminOrderListState = ReturnType<typeof useAdminOrderList>;
