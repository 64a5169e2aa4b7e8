import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noStore } from '../../lib/no-store';
import { routes } from '../../../shared/api-routes';
import { validationError } from '../../../shared/errors';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../../../shared/orders';
import { serveRoute } from '../../lib/api-route';
import type { Guards } from '../../plugins/auth/guards';
import type { Customer, OrdersService } from './orders.service';

/** Placing orders, per client address (the guard already asks for a verified account). */
export const ORDER_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

/** The request's Idempotency-Key, when it sent one; a malformed one is refused before anything is done. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const parsed = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
  if (!parsed.success) throw validationError(IDEMPOTENCY_KEY_HEADER, parsed.error.issues[0]!.message);
  return parsed.data;
}

export function customerOf(request: FastifyRequest): Customer {
  const { id, name, role, staffLevel } = request.user!;
  return { id, name, role, staffLevel };
}

/** The shopper's orders: place one (verified email), list one's own, read one (owner or admin). */
export async function orderRoutes(
  app: FastifyInstance,
  { orders, guards, rateLimitScale = 1 }: { orders: OrdersService; guards: Guards; rateLimitScale?: number },
) {
  // Orders carry names and addresses: never cached.
  app.addHook('onSend', noStore);

  serveRoute(
    app,
    routes.createOrder,
    {
      onRequest: guards.requireVerified,
      config: {
        rateLimit: { max: ORDER_RATE_LIMIT.max * rateLimitScale, timeWindow: ORDER_RATE_LIMIT.timeWindow },
      },
      bodyLimit: 64 * 1024,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await orders.place(customerOf(request), request.body, idempotencyKeyOf(request))),
  );

  serveRoute(app, routes.myOrders, { onRequest: guards.requireUser }, async (request) =>
    orders.mine(customerOf(request), request.query.limit),
  );

  serveRoute(app, routes.getOrder, { onRequest: guards.requireUser }, async (request) =>
    orders.view(request.params.reference, customerOf(request)),
  );
}
