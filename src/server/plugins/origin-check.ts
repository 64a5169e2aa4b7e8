import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Names the origin the shop expects, so whoever set the shop up sees what to change. */
export function foreignOriginMessage(expected: string): string {
  return `Requests from other sites are not accepted. Open the shop at ${expected}.`;
}

export interface OriginPolicy {
  /** PUBLIC_URL. */
  publicUrl: string;
  /** ALLOWED_ORIGINS: more origins accepted in production. */
  allowedOrigins: readonly string[];
  /**
   * Outside production the shop is tried at addresses other than PUBLIC_URL (127.0.0.1, the machine's
   * LAN address on a phone): a request whose Origin is the address it was sent to is then the shop's own.
   */
  acceptOwnHost: boolean;
  /** Paths posted by other servers, never by a browser with a visitor's cookies (the providers' webhooks). */
  exemptPaths?: readonly string[];
}

/** The origin a browser would send for a page at this request's own address (Host, and https behind a proxy). */
function ownOrigin(request: FastifyRequest): string | undefined {
  const host = request.headers.host;
  return host ? `${request.protocol}://${host}` : undefined;
}

/** Whether a request's Origin header names the shop itself under `policy`. */
export function isShopOrigin(request: FastifyRequest, origin: string, policy: OriginPolicy): boolean {
  if (origin === new URL(policy.publicUrl).origin) return true;
  if (policy.allowedOrigins.includes(origin)) return true;
  return policy.acceptOwnHost && origin === ownOrigin(request);
}

/**
 * Refuses a state-changing request that a browser sent from another site (its Origin is not the
 * shop's, or Sec-Fetch-Site says cross-site). Requests without those headers (curl, servers) pass:
 * they carry no visitor's cookies by accident.
 */
export function registerOriginCheck(app: FastifyInstance, policy: OriginPolicy): void {
  const refusal = () => new AppError('FORBIDDEN', foreignOriginMessage(new URL(policy.publicUrl).origin));
  const exempt = new Set(policy.exemptPaths ?? []);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (exempt.has(request.url.split('?')[0]!)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !isShopOrigin(request, origin, policy)) throw refusal();
    if (request.headers['sec-fetch-site'] === 'cross-site') throw refusal();
  });
}
