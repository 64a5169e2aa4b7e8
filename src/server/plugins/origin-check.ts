import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const FOREIGN_ORIGIN_MESSAGE = 'Requests from other sites are not accepted.';

/**
 * Refuses a state-changing request that a browser sent from another site (its Origin is not the
 * shop's, or Sec-Fetch-Site says cross-site). Requests without those headers (curl, servers) pass:
 * they carry no visitor's cookies by accident.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== allowed) throw new AppError('FORBIDDEN', FOREIGN_ORIGIN_MESSAGE);
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('FORBIDDEN', FOREIGN_ORIGIN_MESSAGE);
  });
}
