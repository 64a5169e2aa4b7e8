import { queryOptions } from '@tanstack/react-query';
import type { DashboardResponse } from '../../../../../shared/dashboard';
import { apiGet } from '../../../../lib/api-client';
import { adminDashboardKeys } from '../../../../lib/query-keys';

/** GET /api/admin/dashboard: the three periods at once (switching period asks nothing more). */
export function dashboardQuery() {
  return queryOptions({
    queryKey: adminDashboardKeys.overview,
    queryFn: ({ signal }) => apiGet<DashboardResponse>('/api/admin/dashboard', undefined, signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
