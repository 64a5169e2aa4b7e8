import { queryOptions } from '@tanstack/react-query';
import type { DeliveryClassesInput, DeliveryClassesResponse } from '../../../../../shared/delivery';
import type {
  BusinessDetails,
  BusinessDetailsResponse,
  DeliveryFeeRow,
  DeliveryFeesResponse,
} from '../../../../../shared/settings';
import type { SearchWordsResponse } from '../../../../../shared/search-words';
import { apiFetch, apiGet } from '../../../../lib/api-client';
import { settingsKeys } from '../../../../lib/query-keys';
import { BUSINESS_DETAILS_URL } from '../../common/api/business-details';

export { businessDetailsQuery } from '../../common/api/business-details';

const FEES_URL = '/api/admin/settings/delivery-fees';
const CLASSES_URL = '/api/admin/settings/delivery-classes';

/** GET the fee table: every state in the list's order. */
export function deliveryFeesQuery() {
  return queryOptions({
    queryKey: settingsKeys.deliveryFees,
    queryFn: ({ signal }) => apiGet<DeliveryFeesResponse>(FEES_URL, undefined, signal),
    staleTime: 0,
  });
}

export const saveBusinessDetails = (details: BusinessDetails) =>
  apiFetch<BusinessDetailsResponse>(BUSINESS_DETAILS_URL, { method: 'PUT', body: JSON.stringify(details) });

/** PUT the whole table: the server refuses all of it if one row is wrong. */
export const saveDeliveryFees = (fees: DeliveryFeeRow[]) =>
  apiFetch<DeliveryFeesResponse>(FEES_URL, { method: 'PUT', body: JSON.stringify({ fees }) });

const SEARCH_WORDS_URL = '/api/admin/settings/search-words';

/** GET the search words: the groups of words meaning the same thing. */
export function searchWordsQuery() {
  return queryOptions({
    queryKey: settingsKeys.searchWords,
    queryFn: ({ signal }) => apiGet<SearchWordsResponse>(SEARCH_WORDS_URL, undefined, signal),
    staleTime: 0,
  });
}

/** PUT the whole list: the server refuses all of it if one line is wrong. */
export const saveSearchWords = (groups: string[][]) =>
  apiFetch<SearchWordsResponse>(SEARCH_WORDS_URL, { method: 'PUT', body: JSON.stringify({ groups }) });

/** PUT the delivery classes, smallest first (new ones without an id); the fee table follows them. */
export const saveDeliveryClasses = (classes: DeliveryClassesInput['classes']) =>
  apiFetch<DeliveryClassesResponse>(CLASSES_URL, { method: 'PUT', body: JSON.stringify({ classes }) });
