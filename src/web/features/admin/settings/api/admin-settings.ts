import { queryOptions } from '@tanstack/react-query';
import type {
  BusinessDetails,
  BusinessDetailsResponse,
  DeliveryFeeRow,
  DeliveryFeesResponse,
} from '../../../../../shared/settings';
import { apiFetch, apiGet } from '../../../../lib/api-client';
import { settingsKeys } from '../../../../lib/query-keys';

const BUSINESS_URL = '/api/admin/settings/business';
const FEES_URL = '/api/admin/settings/delivery-fees';

/** GET the business details: the saved ones, or the defaults with updatedAt null. */
export function businessDetailsQuery() {
  return queryOptions({
    queryKey: settingsKeys.business,
    queryFn: ({ signal }) => apiGet<BusinessDetailsResponse>(BUSINESS_URL, undefined, signal),
    staleTime: 0,
  });
}

/** GET the fee table: every state in the list's order. */
export function deliveryFeesQuery() {
  return queryOptions({
    queryKey: settingsKeys.deliveryFees,
    queryFn: ({ signal }) => apiGet<DeliveryFeesResponse>(FEES_URL, undefined, signal),
    staleTime: 0,
  });
}

export const saveBusinessDetails = (details: BusinessDetails) =>
  apiFetch<BusinessDetailsResponse>(BUSINESS_URL, { method: 'PUT', body: JSON.stringify(details) });

/** PUT the whole table: the server refuses all of it if one row is wrong. */
export const saveDeliveryFees = (fees: DeliveryFeeRow[]) =>
  apiFetch<DeliveryFeesResponse>(FEES_URL, { method: 'PUT', body: JSON.stringify({ fees }) });
