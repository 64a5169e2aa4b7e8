import type { FastifyInstance } from 'fastify';
import { noStore } from '../../lib/no-store';
import type { Guards } from '../../plugins/auth/guards';

/** The signed-in user's own account, as the server knows it, and whether it may check out. */
export async function accountRoutes(app: FastifyInstance, { guards }: { guards: Guards }) {
  // One person's account: never cached.
  app.addHook('onSend', noStore);

  app.get('/api/account', { onRequest: guards.requireUser }, async (request) => {
    const { id, email, name, role, emailVerified, createdAt } = request.user!;
    return { user: { id, email, name, role, emailVerified, createdAt: createdAt.toISOString() } };
  });

  // Whether the user may check out (signed in, email verified).
  app.get('/api/checkout/eligibility', { onRequest: guards.requireVerified }, async () => ({
    ok: true,
  }));
}
