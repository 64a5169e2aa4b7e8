import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noStore } from '../../lib/no-store';
import { routes } from '../../../shared/api-routes';
import { AppError } from '../../../shared/errors';
import { PRICE_FIELDS, STAFF_MESSAGES, STOCK_FIELDS, can, type Permission } from '../../../shared/staff';
import { serveRoute } from '../../lib/api-route';
import type { Guards } from '../../plugins/auth/guards';
import type { CatalogAdminService } from './catalog-admin.service';
import type { CatalogSync } from './catalog-sync';
import type { Actor } from './product-changes';

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
  // Each route checks its permission on request, before any body is read (src/shared/staff.ts).
  const allow = (permission: Permission) => ({ onRequest: guards.requirePermission(permission) });
  // Admin answers are about one person's work in progress: never cached.
  app.addHook('onSend', noStore);

  serveRoute(app, routes.adminProducts, allow('products.view'), async (request) => admin.list(request.query));

  serveRoute(app, routes.adminProduct, allow('products.view'), async (request) => ({
    product: await admin.get(request.params.id),
  }));

  serveRoute(app, routes.productHistory, allow('products.view'), async (request) => ({
    changes: await admin.history(request.params.id),
  }));

  serveRoute(app, routes.createProduct, allow('products.manage'), async (request, reply) =>
    reply.status(201).send({ product: await admin.create(request.body, actorOf(request)) }),
  );

  serveRoute(
    app,
    routes.updateProduct,
    { ...allow('products.edit'), preHandler: fieldsAllowed },
    async (request) => ({
      product: await admin.update(request.params.id, request.body, actorOf(request), {
        // A variant's prices and stock are checked against the stored ones, in the write (decision 052).
        price: can(request.user, 'products.price'),
        stock: can(request.user, 'products.stock'),
      }),
    }),
  );

  serveRoute(app, routes.deleteProduct, allow('products.manage'), async (request) => ({
    product: await admin.remove(request.params.id, actorOf(request)),
  }));

  serveRoute(app, routes.restoreProduct, allow('products.manage'), async (request) => ({
    product: await admin.restore(request.params.id, actorOf(request)),
  }));

  serveRoute(app, routes.updateStock, allow('products.stock'), async (request) => ({
    product: await admin.setStock(
      request.params.id,
      request.body.stockCount,
      actorOf(request),
      request.body.sku,
    ),
  }));

  // The dry run: what a sync would add and update, written nowhere. The dialog shows it before the admin confirms.
  serveRoute(app, routes.syncPreview, allow('products.manage'), async () => sync.preview());

  serveRoute(app, routes.syncProducts, allow('products.manage'), async (request, reply) => {
    const result = await sync.run(actorOf(request));
    return reply.code(result.queued ? 202 : 200).send(result);
  });
}
