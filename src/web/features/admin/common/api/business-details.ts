import { queryOptions } from '@tanstack/react-query';
import type { BusinessDetailsResponse } from '../../../../../shared/settings';
import { apiGet } from '../../../../lib/api-client';
import { settingsKeys } from '../../../../lib/query-keys';

export const BUSINESS_DETAILS_URL = '/api/admin/settings/business';

/**
 * GET the business details: the saved ones, or the defaults with updatedAt null. Settings edits them;
 * the Overview and Settings prompt the owner while they were never saved.
 */
export function businessDetailsQuery() {
  return queryOptions({
    queryKey: settingsKeys.business,
    queryFn: ({ signal }) => apiGet<BusinessDetailsResponse>(BUSINESS_DETAILS_URL, undefined, signal),
    staleTime: 0,
  });
}
