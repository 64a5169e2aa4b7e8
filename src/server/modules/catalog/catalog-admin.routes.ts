import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noStore } from '../../lib/no-store';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  productHistoryResponseSchema,
  productResponseSchema,
  syncPlanSchema,
  syncResponseSchema,
} from '../../../shared/admin-catalogue';
import { productInputSchema, productUpdateSchema, stockUpdateSchema } from '../../../shared/product';
import { pathId } from '../../../shared/text';
import type { Guards } from '../../plugins/auth/guards';
import type { CatalogAdminService } from './catalog-admin.service';
import type { CatalogSync } from './catalog-sync';
import type { Actor } from './product-changes';

const idParams = z.object({ id: pathId() });

/** The signed-in admin the guard put on the request. */
function actorOf(request: FastifyRequest): Actor {
  const { id, name, email } = request.user!;
  return { id, name, email };
}

/**
 * The admin's catalogue: reads of every product (soft-deleted too) and every write. The admin guard
 * runs on request, before any body is read.
 */
export async function catalogAdminRoutes(
  app: FastifyInstance,
  { admin, sync, guards }: { admin: CatalogAdminService; sync: CatalogSync; guards: Guards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', guards.requireAdmin);
  // Admin answers are about one person's work in progress: never cached.
  app.addHook('onSend', noStore);

  api.get(
    '/api/admin/products',
    {
      schema: { querystring: adminProductListQuerySchema, response: { 200: adminProductListResponseSchema } },
    },
    async (request) => admin.list(request.query),
  );

  api.get(
    '/api/admin/products/:id',
    { schema: { params: idParams, response: { 200: productResponseSchema } } },
    async (request) => ({ product: await admin.get(request.params.id) }),
  );

  api.get(
    '/api/admin/products/:id/history',
    { schema: { params: idParams, response: { 200: productHistoryResponseSchema } } },
    async (request) => ({ changes: await admin.history(request.params.id) }),
  );

  api.post(
    '/api/products',
    { schema: { body: productInputSchema, response: { 201: productResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ product: await admin.create(request.body, actorOf(request)) }),
  );

  api.patch(
    '/api/products/:id',
    { schema: { params: idParams, body: productUpdateSchema, response: { 200: productResponseSchema } } },
    async (request) => ({ product: await admin.update(request.params.id, request.body, actorOf(request)) }),
  );

  api.delete(
    '/api/products/:id',
    { schema: { params: idParams, response: { 200: productResponseSchema } } },
    async (request) => ({ product: await admin.remove(request.params.id, actorOf(request)) }),
  );

  api.post(
    '/api/products/:id/restore',
    { schema: { params: idParams, response: { 200: productResponseSchema } } },
    async (request) => ({ product: await admin.restore(request.params.id, actorOf(request)) }),
  );

  api.patch(
    '/api/products/:id/stock',
    { schema: { params: idParams, body: stockUpdateSchema, response: { 200: productResponseSchema } } },
    async (request) => ({
      product: await admin.setStock(request.params.id, request.body.stockCount, actorOf(request)),
    }),
  );

  // The dry run: what a sync would add and update, written nowhere. The dialog shows it before the admin confirms.
  api.get('/api/products/sync/preview', { schema: { response: { 200: syncPlanSchema } } }, async () =>
    sync.preview(),
  );

  api.post('/api/products/sync', { schema: { response: { 200: syncResponseSchema } } }, async (request) =>
    sync.run(actorOf(request)),
  );
}
