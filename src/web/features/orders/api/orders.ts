import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ACCOUNT_LATEST_ORDERS } from '../../../../shared/order-status';
import { orderRoutes } from '../../../../shared/api-routes-orders';
import type { OrderResponse } from '../../../../shared/orders';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';
import { rememberOrder } from '../order-storage';

/** GET /api/orders?limit=N: the shopper's latest orders, newest first, and how many there are. */
export function myOrdersQuery(limit: number = ACCOUNT_LATEST_ORDERS) {
  return queryOptions({
    queryKey: orderKeys.mine(limit),
    queryFn: ({ signal }) => api(orderRoutes.myOrders, { query: { limit }, signal }),
  });
}

/** GET /api/orders/:reference (the owner or an admin; anyone else gets 404 'Order not found'). */
export function orderQuery(reference: string) {
  return queryOptions({
    queryKey: orderKeys.detail(reference),
    queryFn: ({ signal }) => api(orderRoutes.getOrder, { params: { reference }, signal }),
    // The seller moves the status on: coming back from the chat shows the news.
    refetchOnWindowFocus: true,
  });
}

export function useOrder(reference: string, enabled = true) {
  return useQuery({ ...orderQuery(reference), enabled });
}

/**
 * What the shop keeps of an order just placed (POST /api/orders answered): the browser's mirror puts it
 * first, its page opens from the answer, and the account's lists load again.
 */
export function useKeepPlacedOrder(): (response: OrderResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (response: OrderResponse) => {
      rememberOrder(response.order);
      queryClient.setQueryData(orderKeys.detail(response.order.reference), response);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    },
    [queryClient],
  );
}
