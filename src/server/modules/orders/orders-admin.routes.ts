import type { Permission } from '../../../shared/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noStore } from '../../lib/no-store';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOrderListQuerySchema,
  adminOrderResponseSchema,
  orderAdjustmentSchema,
  orderListResponseSchema,
  orderNoteSchema,
  orderStatusChangeSchema,
} from '../../../shared/orders';
import type { Guards } from '../../plugins/auth/guards';
import type { Actor } from '../catalog';
import type { OrdersAdminService } from './orders-admin.service';
import { referenceParams } from './orders.routes';

function actorOf(request: FastifyRequest): Actor {
  const { id, name, email } = request.user!;
  return { id, name, email };
}

/** The seller's order desk. The staff guard runs on request, before any body is read. */
export async function orderAdminRoutes(
  app: FastifyInstance,
  { admin, guards }: { admin: OrdersAdminService; guards: Guards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const allow = (permission: Permission) => ({ onRequest: guards.requirePermission(permission) });
  app.addHook('onSend', noStore);

  api.get(
    '/api/admin/orders',
    {
      ...allow('orders.view'),
      schema: { querystring: adminOrderListQuerySchema, response: { 200: orderListResponseSchema } },
    },
    async (request) => admin.list(request.query),
  );

  api.get(
    '/api/admin/orders/:reference',
    {
      ...allow('orders.view'),
      schema: { params: referenceParams, response: { 200: adminOrderResponseSchema } },
    },
    async (request) => admin.get(request.params.reference),
  );

  api.post(
    '/api/admin/orders/:reference/status',
    {
      ...allow('orders.manage'),
      schema: {
        params: referenceParams,
        body: orderStatusChangeSchema,
        response: { 200: adminOrderResponseSchema },
      },
    },
    async (request) => admin.move(request.params.reference, request.body, actorOf(request)),
  );

  api.post(
    '/api/admin/orders/:reference/adjustments',
    {
      ...allow('orders.manage'),
      schema: {
        params: referenceParams,
        body: orderAdjustmentSchema,
        response: { 200: adminOrderResponseSchema },
      },
    },
    async (request) => admin.adjust(request.params.reference, request.body, actorOf(request)),
  );

  api.post(
    '/api/admin/orders/:reference/notes',
    {
      ...allow('orders.manage'),
      schema: { params: referenceParams, body: orderNoteSchema, response: { 200: adminOrderResponseSchema } },
    },
    async (request) => admin.addNote(request.params.reference, request.body.note, actorOf(request)),
  );
}
