import { queryOptions } from '@tanstack/react-query';
import { adminCatalogueRoutes as routes } from '../../../../../shared/api-routes-admin-catalogue';
import { isExportInProgress, type ExportRequest } from '../../../../../shared/exports';
import { api, routeUrl } from '../../../../lib/api-client';
import { adminExportKeys } from '../../../../lib/query-keys';

/** Asked for about every second while one of the caller's exports is being prepared. */
export const EXPORT_POLL_MS = 1_000;

/** POST /api/admin/exports: queues the file (202); a job on the server makes it. */
export const requestExport = (request: ExportRequest) =>
  api(routes.requestExport, { body: request }).then((body) => body.export);

/**
 * GET /api/admin/exports: the caller's exports of the last 24 hours, newest first, asked for again every
 * second while one is queued or running, and not at all otherwise.
 */
export function exportListQuery() {
  return queryOptions({
    queryKey: adminExportKeys.mine,
    queryFn: ({ signal }) => api(routes.myExports, { signal }).then((body) => body.exports),
    refetchInterval: (query) =>
      query.state.data?.some((item) => isExportInProgress(item.status)) ? EXPORT_POLL_MS : false,
  });
}

/** GET /api/admin/exports/:id/file: the file, as an attachment. */
export const exportFileUrl = (id: string) => routeUrl(routes.exportFile, { params: { id } });
