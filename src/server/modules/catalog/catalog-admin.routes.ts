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
import { AppError } from '../../../shared/errors';
import { PRICE_FIELDS, STAFF_MESSAGES, STOCK_FIELDS, can, type Permission } from '../../../shared/staff';
import { pathId } from '../../../shared/text';
import type { Guards } from '../../plugins/auth/guards';
import type { CatalogAdminService } from './catalog-admin.service';
import type { CatalogSync } from './catalog-sync';
import type { Actor } from './product-changes';

const idParams = z.object({ id: pathId() });

/** An edit may carry prices or stock only for a level allowed to change them (the fields, not just the route). */
async function fieldsAllowed(request: FastifyRequest) {
  const body = request.body as Record<string, unknown>;
  const sent = (fields: readonly string[]) => fields.some((field) => body[field] !== undefined);
  if (sent(PRICE_FIELDS) && !can(request.user, 'products.price'))
    throw new AppError('FORBIDDEN', STAFF_MESSAGES.priceForbidden);
  if (sent(STOCK_FIELDS) && !can(request.user, 'products.stock'))
    throw new AppError('FORBIDDEN', STAFF_MESSAGES.stockForbidden);
}

/** The signed-in admin the guard put on the request. */
function actorOf(request: FastifyRequest): Actor {
  const { id, name, email } = request.user!;
  return { id, name, email };
}

/**
 * The admin's catalogue: reads of every product (soft-deleted too) and every write. The staff guard
 * runs on request, before any body is read.
 */
export async function catalogAdminRoutes(
  app: FastifyInstance,
  { admin, sync, guards }: { admin: CatalogAdminService; sync: CatalogSync; guards: Guards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Each route checks its permission on request, before any body is read (src/shared/staff.ts).
  const allow = (permission: Permission) => ({ onRequest: guards.requirePermission(permission) });
  // Admin answers are about one person's work in progress: never cached.
  app.addHook('onSend', noStore);

  api.get(
    '/api/admin/products',
    {
      ...allow('products.view'),
      schema: { querystring: adminProductListQuerySchema, response: { 200: adminProductListResponseSchema } },
    },
    async (request) => admin.list(request.query),
  );

  api.get(
    '/api/admin/products/:id',
    { ...allow('products.view'), schema: { params: idParams, response: { 200: productResponseSchema } } },
    async (request) => ({ product: await admin.get(request.params.id) }),
  );

  api.get(
    '/api/admin/products/:id/history',
    {
      ...allow('products.view'),
      schema: { params: idParams, response: { 200: productHistoryResponseSchema } },
    },
    async (request) => ({ changes: await admin.history(request.params.id) }),
  );

  api.post(
    '/api/products',
    {
      ...allow('products.manage'),
      schema: { body: productInputSchema, response: { 201: productResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ product: await admin.create(request.body, actorOf(request)) }),
  );

  api.patch(
    '/api/products/:id',
    {
      ...allow('products.edit'),
      preHandler: fieldsAllowed,
      schema: { params: idParams, body: productUpdateSchema, response: { 200: productResponseSchema } },
    },
    async (request) => ({ product: await admin.update(request.params.id, request.body, actorOf(request)) }),
  );

  api.delete(
    '/api/products/:id',
    { ...allow('products.manage'), schema: { params: idParams, response: { 200: productResponseSchema } } },
    async (request) => ({ product: await admin.remove(request.params.id, actorOf(request)) }),
  );

  api.post(
    '/api/products/:id/restore',
    { ...allow('products.manage'), schema: { params: idParams, response: { 200: productResponseSchema } } },
    async (request) => ({ product: await admin.restore(request.params.id, actorOf(request)) }),
  );

  api.patch(
    '/api/products/:id/stock',
    {
      ...allow('products.stock'),
      schema: { params: idParams, body: stockUpdateSchema, response: { 200: productResponseSchema } },
    },
    async (request) => ({
      product: await admin.setStock(request.params.id, request.body.stockCount, actorOf(request)),
    }),
  );

  // The dry run: what a sync would add and update, written nowhere. The dialog shows it before the admin confirms.
  api.get(
    '/api/products/sync/preview',
    { ...allow('products.manage'), schema: { response: { 200: syncPlanSchema } } },
    async () => sync.preview(),
  );

  api.post(
    '/api/products/sync',
    {
      ...allow('products.manage'),
      schema: { response: { 200: syncResponseSchema, 202: syncResponseSchema } },
    },
    async (request, reply) => {
      const result = await sync.run(actorOf(request));
      return reply.code(result.queued ? 202 : 200).send(result);
    },
  );
}
