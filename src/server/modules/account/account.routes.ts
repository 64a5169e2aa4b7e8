import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../plugins/auth/guards';

/** The signed-in user's own account, as the server knows it, and whether it may check out. */
export async function accountRoutes(app: FastifyInstance, { guards }: { guards: Guards }) {
  app.get('/api/account', { onRequest: guards.requireUser }, async (request, reply) => {
    const { id, email, name, role, emailVerified, createdAt } = request.user!;
    return reply
      .header('cache-control', 'no-store')
      .send({ user: { id, email, name, role, emailVerified, createdAt: createdAt.toISOString() } });
  });

  // Whether the user may check out (signed in, email verified).
  app.get('/api/checkout/eligibility', { onRequest: guards.requireVerified }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ ok: true }),
  );
}
