import { queryOptions } from '@tanstack/react-query';
import type { FollowUpResponse, WaitingResponse } from '../../../../../shared/follow-up';
import { apiGet, apiPost } from '../../../../lib/api-client';
import { adminOrderKeys } from '../../../../lib/query-keys';

/** GET /api/admin/orders/waiting?hours=: orders awaiting confirmation for longer, oldest first. */
export function waitingOrdersQuery(hours: number) {
  return queryOptions({
    queryKey: adminOrderKeys.waiting(hours),
    queryFn: ({ signal }) => apiGet<WaitingResponse>('/api/admin/orders/waiting', { hours }, signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export const markFollowedUp = (reference: string) =>
  apiPost<FollowUpResponse>(`/api/admin/orders/${encodeURIComponent(reference)}/follow-up`, {});
