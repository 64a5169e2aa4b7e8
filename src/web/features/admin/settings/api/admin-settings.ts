import { queryOptions } from '@tanstack/react-query';
import { adminSettingsRoutes } from '../../../../../shared/api-routes-admin-settings';
import type { DeliveryClassesInput } from '../../../../../shared/delivery';
import type { BusinessDetails, DeliveryFeeRow } from '../../../../../shared/settings';
import { api } from '../../../../lib/api-client';
import { settingsKeys } from '../../../../lib/query-keys';

export { businessDetailsQuery } from '../../common/api/business-details';

/** GET the fee table: every state in the list's order. */
export function deliveryFeesQuery() {
  return queryOptions({
    queryKey: settingsKeys.deliveryFees,
    queryFn: ({ signal }) => api(adminSettingsRoutes.adminDeliveryFees, { signal }),
    staleTime: 0,
  });
}

export const saveBusinessDetails = (details: BusinessDetails) =>
  api(adminSettingsRoutes.saveBusinessDetails, { body: details });

/** PUT the whole table: the server refuses all of it if one row is wrong. */
export const saveDeliveryFees = (fees: DeliveryFeeRow[]) =>
  api(adminSettingsRoutes.saveDeliveryFees, { body: { fees } });

/** GET the search words: the groups of words meaning the same thing. */
export function searchWordsQuery() {
  return queryOptions({
    queryKey: settingsKeys.searchWords,
    queryFn: ({ signal }) => api(adminSettingsRoutes.searchWords, { signal }),
    staleTime: 0,
  });
}

/** PUT the whole list: the server refuses all of it if one line is wrong. */
export const saveSearchWords = (groups: string[][]) =>
  api(adminSettingsRoutes.saveSearchWords, { body: { groups } });

/** PUT the delivery classes, smallest first (new ones without an id); the fee table follows them. */
export const saveDeliveryClasses = (classes: DeliveryClassesInput['classes']) =>
  api(adminSettingsRoutes.saveDeliveryClasses, { body: { classes } });
