import type { Permission } from '../../../shared/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../../shared/api-routes';
import { serveRoute } from '../../lib/api-route';
import { noStore } from '../../lib/no-store';
import type { Guards } from '../../plugins/auth/guards';
import type { Actor } from '../catalog';
import type { OrdersAdminService } from './orders-admin.service';

function actorOf(request: FastifyRequest): Actor {
  const { id, name, email } = request.user!;
  return { id, name, email };
}

/** The seller's order desk. The staff guard runs on request, before any body is read. */
export async function orderAdminRoutes(
  app: FastifyInstance,
  { admin, guards }: { admin: OrdersAdminService; guards: Guards },
) {
  const allow = (permission: Permission) => ({ onRequest: guards.requirePermission(permission) });
  app.addHook('onSend', noStore);

  serveRoute(app, routes.adminOrders, allow('orders.view'), async (request) => admin.list(request.query));

  serveRoute(app, routes.adminOrder, allow('orders.view'), async (request) =>
    admin.get(request.params.reference),
  );

  serveRoute(app, routes.changeOrderStatus, allow('orders.manage'), async (request) =>
    admin.move(request.params.reference, request.body, actorOf(request)),
  );

  serveRoute(app, routes.adjustOrder, allow('orders.manage'), async (request) =>
    admin.adjust(request.params.reference, request.body, actorOf(request)),
  );

  serveRoute(app, routes.addOrderNote, allow('orders.manage'), async (request) =>
    admin.addNote(request.params.reference, request.body.note, actorOf(request)),
  );
}
