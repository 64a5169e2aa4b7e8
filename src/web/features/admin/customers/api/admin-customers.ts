import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { adminCustomerRoutes } from '../../../../../shared/api-routes-customers';
import type { CustomerListResponse } from '../../../../../shared/customers';
import { api, routeUrl } from '../../../../lib/api-client';
import { nextOffset } from '../../../../lib/offset-paging';
import { adminCustomerKeys } from '../../../../lib/query-keys';
import { customerFilterQuery, customerListParams, type CustomerFilters } from '../customers-url';

/** How many matches the merge form lists for what was typed. */
export const MERGE_MATCHES_LIMIT = 10;

/** GET /api/admin/customers: the list for the filters, 25 at a time (paged by offset). */
export function adminCustomerListQuery(filters: CustomerFilters) {
  return infiniteQueryOptions({
    queryKey: adminCustomerKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api(adminCustomerRoutes.listCustomers, { query: customerListParams(filters, pageParam), signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset((page: CustomerListResponse) => page.customers),
    staleTime: 0,
  });
}

/** GET /api/admin/customers?q=: the first matches of a search (the merge form's). */
export function customerMatchesQuery(q: string) {
  return queryOptions({
    queryKey: adminCustomerKeys.matches(q),
    queryFn: ({ signal }) =>
      api(adminCustomerRoutes.listCustomers, { query: { q, limit: MERGE_MATCHES_LIMIT }, signal }),
    staleTime: 0,
  });
}

/** GET /api/admin/customers/:id: the customer's whole page. */
export function adminCustomerQuery(id: string) {
  return queryOptions({
    queryKey: adminCustomerKeys.detail(id),
    queryFn: ({ signal }) => api(adminCustomerRoutes.getCustomer, { params: { id }, signal }),
    staleTime: 0,
  });
}

/** The CSV of every customer matching the list's filters, in its order. */
export function customerExportUrl(filters: CustomerFilters): string {
  return routeUrl(adminCustomerRoutes.exportCustomers, { query: customerFilterQuery(filters) });
}

export const setCustomerTags = (id: string, tags: string[]) =>
  api(adminCustomerRoutes.setCustomerTags, { params: { id }, body: { tags } });

export const addCustomerNote = (id: string, text: string) =>
  api(adminCustomerRoutes.addCustomerNote, { params: { id }, body: { text } });

/** `otherId` moves into `id`; the answer is the customer kept. */
export const mergeCustomers = (id: string, otherId: string) =>
  api(adminCustomerRoutes.mergeCustomers, { params: { id }, body: { otherId } });
