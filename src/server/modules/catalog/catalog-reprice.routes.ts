import type { FastifyInstance } from 'fastify';
import { routes } from '../../../shared/api-routes';
import { serveRoute } from '../../lib/api-route';
import { noStore } from '../../lib/no-store';
import type { Guards } from '../../plugins/auth/guards';
import type { CatalogReprice } from './catalog-reprice';

/**
 * Bulk repricing, for the levels that may change prices (`products.price`: owners), checked on request
 * before any body is read: the preview (written nowhere) and the apply.
 */
export async function catalogRepriceRoutes(
  app: FastifyInstance,
  { reprice, guards }: { reprice: CatalogReprice; guards: Guards },
) {
  const onRequest = guards.requirePermission('products.price');
  app.addHook('onSend', noStore);

  serveRoute(app, routes.repricePreview, { onRequest }, async (request) => reprice.preview(request.body));

  serveRoute(app, routes.repriceApply, { onRequest }, async (request) => {
    const { id, name, email } = request.user!;
    return reprice.apply(request.body, { id, name, email });
  });
}
