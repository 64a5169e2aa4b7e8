import { queryOptions } from '@tanstack/react-query';
import { adminOrderRoutes } from '../../../../../shared/api-routes-admin-orders';
import { api } from '../../../../lib/api-client';
import { adminDashboardKeys } from '../../../../lib/query-keys';

/** GET /api/admin/dashboard: the three periods at once (switching period asks nothing more). */
export function dashboardQuery() {
  return queryOptions({
    queryKey: adminDashboardKeys.overview,
    queryFn: ({ signal }) => api(adminOrderRoutes.dashboard, { signal }),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
