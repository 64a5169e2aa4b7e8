import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noStore } from '../../lib/no-store';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationError } from '../../../shared/errors';
import {
  createOrderSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  myOrdersQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
} from '../../../shared/orders';
import { pathId } from '../../../shared/text';
import type { Guards } from '../../plugins/auth/guards';
import type { Customer, OrdersService } from './orders.service';

/** Placing orders, per client address (the guard already asks for a verified account). */
export const ORDER_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

/** Any text: a reference that is not one answers 404 like an unknown one. */
export const referenceParams = z.object({ reference: pathId(40) });

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
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Orders carry names and addresses: never cached.
  app.addHook('onSend', noStore);

  api.post(
    '/api/orders',
    {
      onRequest: guards.requireVerified,
      config: {
        rateLimit: { max: ORDER_RATE_LIMIT.max * rateLimitScale, timeWindow: ORDER_RATE_LIMIT.timeWindow },
      },
      bodyLimit: 64 * 1024,
      schema: { body: createOrderSchema, response: { 201: orderResponseSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await orders.place(customerOf(request), request.body, idempotencyKeyOf(request))),
  );

  api.get(
    '/api/orders',
    {
      onRequest: guards.requireUser,
      schema: { querystring: myOrdersQuerySchema, response: { 200: orderListResponseSchema } },
    },
    async (request) => orders.mine(customerOf(request), request.query.limit),
  );

  api.get(
    '/api/orders/:reference',
    {
      onRequest: guards.requireUser,
      schema: { params: referenceParams, response: { 200: orderResponseSchema } },
    },
    async (request) => orders.view(request.params.reference, customerOf(request)),
  );
}
