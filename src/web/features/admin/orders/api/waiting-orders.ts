import { queryOptions } from '@tanstack/react-query';
import { adminOrderRoutes } from '../../../../../shared/api-routes-admin-orders';
import { api } from '../../../../lib/api-client';
import { adminOrderKeys } from '../../../../lib/query-keys';

/** GET /api/admin/orders/waiting?hours=: orders awaiting confirmation for longer, oldest first. */
export function waitingOrdersQuery(hours: number) {
  return queryOptions({
    queryKey: adminOrderKeys.waiting(hours),
    queryFn: ({ signal }) => api(adminOrderRoutes.waitingOrders, { query: { hours }, signal }),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export const markFollowedUp = (reference: string) =>
  api(adminOrderRoutes.markFollowedUp, { params: { reference } });
