import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { adminOrderRoutes } from '../../../../../shared/api-routes-admin-orders';
import type { RouteQuery } from '../../../../../shared/api-route';
import type { OrderAdjustment, OrderListResponse, OrderStatusChange } from '../../../../../shared/orders';
import { api } from '../../../../lib/api-client';
import { nextOffset } from '../../../../lib/offset-paging';
import type { OrderFilters } from '../orders-url';
import { adminOrderKeys } from '../../../../lib/query-keys';

/** How many orders one page of the list holds (the server's default). */
export const ADMIN_ORDER_PAGE_SIZE = 25;

/** The query string of one page of the list: `all` and an empty search are left out. */
export function orderListParams(
  filters: OrderFilters,
  offset: number,
): RouteQuery<typeof adminOrderRoutes.adminOrders> {
  const q = filters.q.trim();
  return {
    status: filters.status === 'all' ? undefined : filters.status,
    q: q === '' ? undefined : q,
    offset,
    limit: ADMIN_ORDER_PAGE_SIZE,
  };
}

/** GET /api/admin/orders: newest first, 25 at a time. */
export function adminOrderListQuery(filters: OrderFilters) {
  return infiniteQueryOptions({
    queryKey: adminOrderKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api(adminOrderRoutes.adminOrders, { query: orderListParams(filters, pageParam), signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset((page: OrderListResponse) => page.orders),
    staleTime: 0,
  });
}

/**
 * How many orders await confirmation (the list's total for that status, one order fetched), for the
 * Orders tab; asked again every minute while the desk is open, so a new order shows without a reload.
 */
export function awaitingOrderCountQuery() {
  return queryOptions({
    queryKey: adminOrderKeys.awaitingCount,
    queryFn: async ({ signal }) =>
      (
        await api(adminOrderRoutes.adminOrders, {
          query: { status: 'awaiting_confirmation', limit: 1 },
          signal,
        })
      ).total,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

/** GET /api/admin/orders/:reference: the order (history with staff notes) and how to reach the customer. */
export function adminOrderQuery(reference: string) {
  return queryOptions({
    queryKey: adminOrderKeys.detail(reference),
    queryFn: ({ signal }) => api(adminOrderRoutes.adminOrder, { params: { reference }, signal }),
    staleTime: 0,
  });
}

export const changeOrderStatus = (reference: string, change: OrderStatusChange) =>
  api(adminOrderRoutes.changeOrderStatus, { params: { reference }, body: change });

export const addOrderNote = (reference: string, note: string) =>
  api(adminOrderRoutes.addOrderNote, { params: { reference }, body: { note } });

/** Before confirmation: negotiated line prices, the fees, a discount (409 once confirmed). */
export const adjustOrder = (reference: string, adjustment: OrderAdjustment) =>
  api(adminOrderRoutes.adjustOrder, { params: { reference }, body: adjustment });
