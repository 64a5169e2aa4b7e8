import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { drainConnections } from '../lib/graceful-close';

/** How long requests in flight get to finish once the server is closing; then their connections are cut. */
export const CLOSE_GRACE_MS = 20_000;

/**
 * The servers that are stopping: from the signal on (`closeGracefully`), or from `app.close()` itself. Kept
 * by the HTTP server, which the app and every plugin scope share.
 */
const stoppingServers = new WeakSet<Server>();

/** Whether this app has begun to stop: /api/ready then answers 503 so a load balancer sends it nothing. */
export function isStopping(app: FastifyInstance): boolean {
  return stoppingServers.has(app.server);
}

/**
 * While the server stops, every answer asks its client to close the connection (`Connection: close`), so a
 * keep-alive connection ends with the request it carried instead of holding the close up until it idles out,
 * and the client's next request opens a new connection, which a balancer sends elsewhere.
 * New requests on an open connection after `app.close()` get 503 (Fastify's `return503OnClosing`).
 */
export function registerGracefulClose(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    stoppingServers.add(app.server);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stoppingServers.has(app.server)) reply.header('connection', 'close');
  });
}

/**
 * Stops the way load balancers expect (decision 036): at once /api/ready answers 503 and every answer says
 * `Connection: close`, while the server still accepts and answers for `drainMs` (the balancer's checks see
 * the 503 and stop sending; a connection opened before the signal is accepted, not reset); then it stops
 * taking connections, lets the requests in flight finish and idle kept-alive connections bring one more
 * request (`drainConnections`; at most `graceMs`, then cuts what is left), runs the app's close hooks (the
 * job runner, the rate-limit counts, the catalogue checks), and only then closes the database, which those
 * requests (and `alsoClose`, started at once: the backup socket) may still be using.
 */
export async function closeGracefully(
  app: FastifyInstance | undefined,
  database: DatabaseHandle,
  {
    drainMs = 0,
    graceMs = CLOSE_GRACE_MS,
    alsoClose,
  }: { drainMs?: number; graceMs?: number; alsoClose?: () => Promise<void> } = {},
): Promise<void> {
  if (app) stoppingServers.add(app.server);
  const closingToo = alsoClose?.().catch((error: unknown) =>
    app?.log.error({ err: error }, 'a part of the server did not close cleanly'),
  );
  if (app && drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  const deadline = app && setTimeout(() => app.server.closeAllConnections(), graceMs).unref();
  try {
    if (app) await drainConnections(app.server, graceMs);
    await app?.close();
  } catch (error) {
    app?.log.error({ err: error }, 'the server did not close cleanly');
  } finally {
    clearTimeout(deadline);
    await closingToo;
    await database
      .close()
      .catch((error: unknown) => app?.log.error({ err: error }, 'the database did not close cleanly'));
  }
}
