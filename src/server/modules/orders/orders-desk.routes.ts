import { can, type Permission } from '../../../shared/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardResponseSchema } from '../../../shared/dashboard';
import { followUpResponseSchema, waitingQuerySchema, waitingResponseSchema } from '../../../shared/follow-up';
import { noStore } from '../../lib/no-store';
import type { Guards } from '../../plugins/auth/guards';
import type { OrdersDashboardService } from './orders-dashboard.service';
import type { OrdersFollowUpService } from './orders-follow-up.service';
import { referenceParams } from './orders.routes';

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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const allow = (permission: Permission) => ({ onRequest: guards.requirePermission(permission) });
  app.addHook('onSend', noStore);

  api.get(
    '/api/admin/dashboard',
    { ...allow('dashboard.view'), schema: { response: { 200: dashboardResponseSchema } } },
    // Its money follows the permission that shows orders (S6).
    async (request) => dashboard.overview({ showMoney: can(request.user, 'orders.view') }),
  );

  api.get(
    '/api/admin/orders/waiting',
    {
      ...allow('orders.view'),
      schema: { querystring: waitingQuerySchema, response: { 200: waitingResponseSchema } },
    },
    async (request) => followUp.waiting(request.query.hours),
  );

  api.post(
    '/api/admin/orders/:reference/follow-up',
    {
      ...allow('orders.manage'),
      schema: { params: referenceParams, response: { 200: followUpResponseSchema } },
    },
    async (request) => {
      const { id, name, email } = request.user!;
      return followUp.markFollowedUp(request.params.reference, { id, name, email });
    },
  );
}
