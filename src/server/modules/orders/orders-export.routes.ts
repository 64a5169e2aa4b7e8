import type { FastifyInstance } from 'fastify';
import { routes } from '../../../shared/api-routes';
import { lagosDay } from '../../../shared/lagos-time';
import { exportFileName } from '../../../shared/spreadsheet';
import { serveRoute } from '../../lib/api-route';
import { noStore } from '../../lib/no-store';
import { attachment, SHEET_CONTENT_TYPES } from '../../lib/spreadsheet-writer';
import type { Guards } from '../../plugins/auth/guards';
import type { OrdersExport } from './orders-export';

/**
 * The accountant's exports. GET /api/admin/orders/export?format=csv|xlsx&from=YYYY-MM-DD&to=YYYY-MM-DD: the order lines of the
 * orders placed on those Lagos days, for the accountant (orders.view: customers' details are in it).
 * A static route, which Fastify's router prefers to /api/admin/orders/:reference.
 */
export async function orderExportRoutes(
  app: FastifyInstance,
  { ordersExport, guards }: { ordersExport: OrdersExport; guards: Guards },
) {
  app.addHook('onSend', noStore);
  serveRoute(
    app,
    routes.exportOrders,
    { onRequest: guards.requirePermission('orders.view') },
    async (request, reply) => {
      const query = request.query;
      const stream = ordersExport.export(query, (error) =>
        request.log.error({ err: error }, 'order export stopped'),
      );
      const name = exportFileName({ kind: 'orders', ...query }, lagosDay(new Date()));
      return reply
        .type(SHEET_CONTENT_TYPES[query.format])
        .header('content-disposition', attachment(name))
        .send(stream);
    },
  );

  /**
   * GET /api/admin/payments/export?format=csv|xlsx&from=&to=: one row per ledger row paid on those Lagos
   * days (orders.view: customers' names are in it).
   */
  serveRoute(
    app,
    routes.exportPayments,
    { onRequest: guards.requirePermission('orders.view') },
    async (request, reply) => {
      const query = request.query;
      const stream = ordersExport.exportPayments(query, (error) =>
        request.log.error({ err: error }, 'payments export stopped'),
      );
      const name = exportFileName({ kind: 'payments', ...query }, lagosDay(new Date()));
      return reply
        .type(SHEET_CONTENT_TYPES[query.format])
        .header('content-disposition', attachment(name))
        .send(stream);
    },
  );
}
