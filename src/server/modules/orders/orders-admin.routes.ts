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

/** The seller's order desk. The admin guard runs on request, before any body is read. */
export async function orderAdminRoutes(
  app: FastifyInstance,
  { admin, guards }: { admin: OrdersAdminService; guards: Guards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', guards.requireAdmin);
  app.addHook('onSend', noStore);

  api.get(
    '/api/admin/orders',
    { schema: { querystring: adminOrderListQuerySchema, response: { 200: orderListResponseSchema } } },
    async (request) => admin.list(request.query),
  );

  api.get(
    '/api/admin/orders/:reference',
    { schema: { params: referenceParams, response: { 200: adminOrderResponseSchema } } },
    async (request) => admin.get(request.params.reference),
  );

  api.post(
    '/api/admin/orders/:reference/status',
    {
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
      schema: { params: referenceParams, body: orderNoteSchema, response: { 200: adminOrderResponseSchema } },
    },
    async (request) => admin.addNote(request.params.reference, request.body.note, actorOf(request)),
  );
}
