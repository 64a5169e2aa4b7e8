import { defineRoute } from './api-route';
import { referenceParams } from './api-routes-orders';
import { dashboardResponseSchema } from './dashboard';
import { followUpResponseSchema, waitingQuerySchema, waitingResponseSchema } from './follow-up';
import {
  adminOrderListQuerySchema,
  adminOrderResponseSchema,
  orderAdjustmentSchema,
  orderListResponseSchema,
  orderNoteSchema,
  orderStatusChangeSchema,
} from './orders';
import { orderExportQuerySchema } from './spreadsheet';

/**
 * The seller's order desk: the list and an order (history with staff notes), its status, adjustments and
 * notes; the Overview; the orders waiting for a chat; the accountant's export (a file).
 * `/api/admin/orders/waiting` and `/export` are static routes, which Fastify's router prefers to
 * `/api/admin/orders/:reference` whatever the order of registration.
 */
export const adminOrderRoutes = {
  adminOrders: defineRoute({
    method: 'GET',
    path: '/api/admin/orders',
    query: adminOrderListQuerySchema,
    response: { 200: orderListResponseSchema },
  }),
  adminOrder: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/:reference',
    params: referenceParams,
    response: { 200: adminOrderResponseSchema },
  }),
  changeOrderStatus: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:reference/status',
    params: referenceParams,
    body: orderStatusChangeSchema,
    response: { 200: adminOrderResponseSchema },
  }),
  adjustOrder: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:reference/adjustments',
    params: referenceParams,
    body: orderAdjustmentSchema,
    response: { 200: adminOrderResponseSchema },
  }),
  addOrderNote: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:reference/notes',
    params: referenceParams,
    body: orderNoteSchema,
    response: { 200: adminOrderResponseSchema },
  }),
  dashboard: defineRoute({
    method: 'GET',
    path: '/api/admin/dashboard',
    response: { 200: dashboardResponseSchema },
  }),
  waitingOrders: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/waiting',
    query: waitingQuerySchema,
    response: { 200: waitingResponseSchema },
  }),
  markFollowedUp: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:reference/follow-up',
    params: referenceParams,
    response: { 200: followUpResponseSchema },
  }),
  exportOrders: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/export',
    query: orderExportQuerySchema,
    response: 'file',
  }),
} as const;
