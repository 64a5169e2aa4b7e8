import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../plugins/auth/guards';

/** Whether the user may check out (signed in, email verified). The orders issue adds the real routes. */
export async function checkoutRoutes(app: FastifyInstance, { guards }: { guards: Guards }) {
  app.get('/api/checkout/eligibility', { onRequest: guards.requireVerified }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ ok: true }),
  );
}
