import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../../shared/api-routes';
import { lagosDay } from '../../../shared/lagos-time';
import type { Permission } from '../../../shared/staff';
import { streamSheet } from '../../heavy-work/off-thread';
import { serveRoute } from '../../lib/api-route';
import { noStore } from '../../lib/no-store';
import { attachment, SHEET_CONTENT_TYPES } from '../../lib/spreadsheet-writer';
import type { Guards } from '../../plugins/auth/guards';
import type { Actor } from '../catalog';
import type { CustomersService } from './customers.service';

const EXPORT_HEADERS = [
  'Name',
  'Phone',
  'Email',
  'State',
  'Orders',
  'Lifetime paid (₦)',
  'Last order',
  'Tags',
];

function actorOf(request: FastifyRequest): Actor {
  const { id, name, email } = request.user!;
  return { id, name, email };
}

/**
 * The customer book on the desk: `customers.view` reads it (and exports it), `customers.manage` merges,
 * tags and notes. Each guard runs on request, before any body is read; nothing here is cached.
 */
export async function customerRoutes(
  app: FastifyInstance,
  { customers, guards }: { customers: CustomersService; guards: Guards },
) {
  const allow = (permission: Permission) => ({ onRequest: guards.requirePermission(permission) });
  app.addHook('onSend', noStore);

  serveRoute(app, routes.listCustomers, allow('customers.view'), async (request) =>
    customers.list(request.query),
  );

  // A static path, which the router prefers to /api/admin/customers/:id.
  serveRoute(app, routes.exportCustomers, allow('customers.view'), async (request, reply) => {
    async function* rows() {
      for await (const row of customers.all(request.query))
        yield [
          row.name,
          row.phone,
          row.email,
          row.state,
          row.orders,
          row.lifetimePaid,
          row.lastOrderAt ? lagosDay(row.lastOrderAt) : null,
          row.tags.join(', '),
        ];
    }
    const stream = streamSheet('csv', { headers: EXPORT_HEADERS, sheetName: 'Customers' }, rows(), (error) =>
      request.log.error({ err: error }, 'customer export stopped'),
    );
    return reply
      .type(SHEET_CONTENT_TYPES.csv)
      .header('content-disposition', attachment(`garagepro-customers-${lagosDay(new Date())}.csv`))
      .send(stream);
  });

  serveRoute(app, routes.getCustomer, allow('customers.view'), async (request) =>
    customers.detail(request.params.id),
  );

  serveRoute(app, routes.mergeCustomers, allow('customers.manage'), async (request) =>
    customers.merge(request.params.id, request.body.otherId, actorOf(request)),
  );

  serveRoute(app, routes.setCustomerTags, allow('customers.manage'), async (request) =>
    customers.setTags(request.params.id, request.body.tags),
  );

  serveRoute(app, routes.addCustomerNote, allow('customers.manage'), async (request, reply) =>
    reply.status(201).send(await customers.addNote(request.params.id, request.body.text, actorOf(request))),
  );
}
