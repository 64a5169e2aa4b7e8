import { can, type Permission } from '../../../shared/staff';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../../shared/api-routes';
import { serveRoute } from '../../lib/api-route';
import { noStore } from '../../lib/no-store';
import type { Guards } from '../../plugins/auth/guards';
import type { OrdersDashboardService } from './orders-dashboard.service';
import type { OrdersFollowUpService } from './orders-follow-up.service';

/**
 * The admin's Overview (GET /api/admin/dashboard) and "Waiting for a chat"
 * (GET /api/admin/orders/waiting, POST /api/admin/orders/:reference/follow-up). Admin only, guarded on
 * request; never cached. `/api/admin/orders/waiting` is a static route, which Fastify's router prefers
 * to `/api/admin/orders/:reference` whatever the order of registration.
 */
export async function orderDeskRoutes(
  app: FastifyInstance,
  {
    dashboard,
    followUp,
    guards,
  }: { dashboard: OrdersDashboardService; followUp: OrdersFollowUpService; guards: Guards },
) {
  const allow = (permission: Permission) => ({ onRequest: guards.requirePermission(permission) });
  app.addHook('onSend', noStore);

  serveRoute(
    app,
    routes.dashboard,
    allow('dashboard.view'),
    // Its money follows the permission that shows orders (S6).
    async (request) => dashboard.overview({ showMoney: can(request.user, 'orders.view') }),
  );

  serveRoute(app, routes.waitingOrders, allow('orders.view'), async (request) =>
    followUp.waiting(request.query.hours),
  );

  serveRoute(app, routes.markFollowedUp, allow('orders.manage'), async (request) => {
    const { id, name, email } = request.user!;
    return followUp.markFollowedUp(request.params.reference, { id, name, email });
  });
}
