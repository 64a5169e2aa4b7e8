import { useQuery } from '@tanstack/react-query';
import { orderRoutes } from '../../../../shared/api-routes-orders';
import type { Order } from '../../../../shared/orders';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';

/**
 * The customer details of the signed-in shopper's last order (GET /api/orders?limit=1), to prefill the
 * checkout; undefined while loading or when it cannot load, null when there is none.
 */
export function useLastOrderCustomer(enabled: boolean): Order['customer'] | null | undefined {
  const { data } = useQuery({
    queryKey: orderKeys.mine(1),
    queryFn: ({ signal }) => api(orderRoutes.myOrders, { query: { limit: 1 }, signal }),
    enabled,
    // Placing an order invalidates it (orderKeys.lists); one load a visit is enough otherwise.
    staleTime: 5 * 60_000,
    // The prefill is a convenience: a failure leaves the form as the profile fills it.
    retry: false,
  });
  if (!data) return undefined;
  return data.orders[0]?.customer ?? null;
}
