import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../plugins/auth/guards';
import { accountRoutes } from './account.routes';

/** The signed-in user's own account, and whether it may check out. */
export async function registerAccount(app: FastifyInstance, { guards }: { guards: Guards }): Promise<void> {
  await app.register(accountRoutes, { guards });
}
