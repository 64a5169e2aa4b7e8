import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paymentRoutes } from '../../../../shared/api-routes-payments';
import { AppError } from '../../../../shared/errors';
import { ORDER_REFERENCE_PATTERN } from '../../../../shared/order-status';
import { payLinkQuerySchema } from '../../../../shared/payment-schemas';
import type { PaymentProvider } from '../../../../shared/payments';
import { can } from '../../../../shared/staff';
import { serveRoute } from '../../../lib/api-route';
import { noStore } from '../../../lib/no-store';
import type { AuthUser, Guards } from '../../../plugins/auth/guards';
import { customerOf, type OrdersRepository, type OrdersService } from '../../orders';
import type { AttemptsRepository } from './attempts.repository';
import type { OnlinePayments } from './online-payments.service';
import { isPayLinkToken } from './pay-links';
import { ProviderError } from './provider-client';

/** The providers' webhooks: no cookie, no Origin, a signature over the raw body. */
export const WEBHOOK_PATHS: Record<PaymentProvider, string> = {
  paystack: '/api/payments/paystack/webhook',
  flutterwave: '/api/payments/flutterwave/webhook',
};
/** A webhook is a few kilobytes; anything much larger is not one. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;
/** Visits of pay links per client address: each starts a transaction at the provider. */
export const PAY_LINK_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

export interface OnlinePaymentRoutesOptions {
  payments: OnlinePayments;
  attempts: AttemptsRepository;
  orders: OrdersService;
  ordersRepository: OrdersRepository;
  guards: Guards;
  authSecret: string;
  rateLimitScale: number;
}

/** The signed-in user, or null (the pay link opens with its token too). */
async function userOf(app: FastifyInstance, guards: Guards, request: FastifyRequest, reply: FastifyReply) {
  try {
    await guards.requireUser.call(app, request, reply);
    return request.user;
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHORIZED') return null;
    throw error;
  }
}

/**
 * The pay link, the webhooks and the shopper's return (decision 053). The pay link is a page address:
 * it answers with redirects (the provider's page, the status page, the sign-in page) or the shop's 404.
 */
export async function onlinePaymentRoutes(app: FastifyInstance, options: OnlinePaymentRoutesOptions) {
  const { payments, attempts, orders, ordersRepository, guards, authSecret, rateLimitScale } = options;
  app.addHook('onSend', noStore);

  app.get<{ Params: { reference: string }; Querystring: Record<string, unknown> }>(
    '/orders/:reference/pay',
    {
      config: {
        rateLimit: {
          max: PAY_LINK_RATE_LIMIT.max * rateLimitScale,
          timeWindow: PAY_LINK_RATE_LIMIT.timeWindow,
        },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      if (!ORDER_REFERENCE_PATTERN.test(reference)) return reply.callNotFound();
      reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
      const query = payLinkQuerySchema.safeParse(request.query);
      const token = query.success ? query.data.t : undefined;
      const user: AuthUser | null = await userOf(app, guards, request, reply);
      const order = await ordersRepository.findByReference(reference);
      const mayPay =
        order !== undefined &&
        ((user !== null && (order.userId === user.id || can(user, 'orders.view'))) ||
          (token !== undefined && isPayLinkToken(authSecret, order.id, token)));
      if (!mayPay) {
        if (user === null && token === undefined)
          return reply.redirect(`/login?redirect=${encodeURIComponent(request.url)}`, 303);
        return reply.callNotFound();
      }
      if (!query.success) return reply.redirect(payments.statusPage(reference), 303);
      return reply.redirect(await payments.start(reference, query.data.part), 303);
    },
  );

  // The webhooks read their body as bytes (the signature is over them), in this scope only.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_r, body, done) =>
      done(null, body),
    );
    for (const [provider, path] of Object.entries(WEBHOOK_PATHS) as [PaymentProvider, string][]) {
      scope.post(path, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await payments.receive(provider, raw, request.headers);
        if (outcome === 'unauthorised')
          return reply.status(401).send({ code: 'UNAUTHORIZED', message: 'The signature does not match.' });
        return reply.status(200).send({ received: true });
      });
    }
  });

  serveRoute(
    app,
    paymentRoutes.checkPayment,
    {
      onRequest: guards.requireUser,
      config: { rateLimit: { max: 60 * rateLimitScale, timeWindow: '1 minute' } },
    },
    async (request) => {
      const viewer = customerOf(request);
      const { reference } = request.params;
      const before = await orders.view(reference, viewer);
      const attempt = await attempts.findByReference(request.body.reference);
      if (!attempt || attempt.orderId !== before.order.id) return before;
      try {
        await payments.settle(attempt.reference);
      } catch (error) {
        // The provider is away: the webhook's job or the recovery job credits it later.
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn(
          { attempt: attempt.reference, error: error.message },
          'payments: return not verified',
        );
        return before;
      }
      return orders.view(reference, viewer);
    },
  );
}
