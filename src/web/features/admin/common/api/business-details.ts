import { queryOptions } from '@tanstack/react-query';
import { adminSettingsRoutes } from '../../../../../shared/api-routes-admin-settings';
import { api } from '../../../../lib/api-client';
import { settingsKeys } from '../../../../lib/query-keys';

/**
 * GET the business details: the saved ones, or the defaults with updatedAt null. Settings edits them;
 * the Overview and Settings prompt the owner while they were never saved.
 */
export function businessDetailsQuery() {
  return queryOptions({
    queryKey: settingsKeys.business,
    queryFn: ({ signal }) => api(adminSettingsRoutes.businessDetails, { signal }),
    staleTime: 0,
  });
}
