import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_LATEST_ORDERS } from '../../../../shared/order-status';
import type { OrderListResponse, OrderResponse } from '../../../../shared/orders';
import { apiGet } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';

/** GET /api/orders?limit=N: the shopper's latest orders, newest first, and how many there are. */
export function myOrdersQuery(limit: number = ACCOUNT_LATEST_ORDERS) {
  return queryOptions({
    queryKey: orderKeys.mine(limit),
    queryFn: ({ signal }) => apiGet<OrderListResponse>('/api/orders', { limit }, signal),
  });
}

/** GET /api/orders/:reference (the owner or an admin; anyone else gets 404 'Order not found'). */
export function orderQuery(reference: string) {
  return queryOptions({
    queryKey: orderKeys.detail(reference),
    queryFn: ({ signal }) =>
      apiGet<OrderResponse>(`/api/orders/${encodeURIComponent(reference)}`, undefined, signal),
    // The seller moves the status on: coming back from the chat shows the news.
    refetchOnWindowFocus: true,
  });
}

export function useOrder(reference: string, enabled = true) {
  return useQuery({ ...orderQuery(reference), enabled });
}
