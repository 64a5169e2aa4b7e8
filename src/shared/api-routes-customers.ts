import { defineRoute } from './api-route';
import {
  customerExportQuerySchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerMergeSchema,
  customerNoteBodySchema,
  customerParams,
  customerResponseSchema,
  customerTagsSchema,
} from './customers';

/**
 * The customer book on the desk (issue 29, decision 055): `customers.view` reads it, `customers.manage`
 * tags, notes and merges. The storekeeper, who sees no customer's personal data, gets 403 on each.
 */
export const adminCustomerRoutes = {
  listCustomers: defineRoute({
    method: 'GET',
    path: '/api/admin/customers',
    query: customerListQuerySchema,
    response: { 200: customerListResponseSchema },
  }),
  exportCustomers: defineRoute({
    method: 'GET',
    path: '/api/admin/customers/export',
    query: customerExportQuerySchema,
    response: 'file',
  }),
  getCustomer: defineRoute({
    method: 'GET',
    path: '/api/admin/customers/:id',
    params: customerParams,
    response: { 200: customerResponseSchema },
  }),
  mergeCustomers: defineRoute({
    method: 'POST',
    path: '/api/admin/customers/:id/merge',
    params: customerParams,
    body: customerMergeSchema,
    response: { 200: customerResponseSchema },
  }),
  setCustomerTags: defineRoute({
    method: 'PUT',
    path: '/api/admin/customers/:id/tags',
    params: customerParams,
    body: customerTagsSchema,
    response: { 200: customerResponseSchema },
  }),
  addCustomerNote: defineRoute({
    method: 'POST',
    path: '/api/admin/customers/:id/notes',
    params: customerParams,
    body: customerNoteBodySchema,
    response: { 201: customerResponseSchema },
  }),
} as const;
