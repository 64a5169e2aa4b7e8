import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { drainConnections } from '../lib/graceful-close';

/** How long requests in flight get to finish once the server is closing; then their connections are cut. */
export const CLOSE_GRACE_MS = 20_000;

/** The apps that are closing: from the drain on (`closeGracefully`), or from `app.close()` itself. */
const closingApps = new WeakSet<FastifyInstance>();

/**
 * While the server closes, every answer asks its client to close the connection (`Connection: close`), so a
 * keep-alive connection ends with the request it carried instead of holding the close up until it idles out.
 * New requests on an open connection get 503 (Fastify's `return503OnClosing`); no new connection is taken.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    closingApps.add(app);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closingApps.has(app)) reply.header('connection', 'close');
  });
}

/**
 * Stops taking connections, lets the requests in flight finish and idle kept-alive connections bring one
 * more request (`drainConnections`; at most `graceMs`, then cuts what is left), runs the app's close hooks
 * (the job runner, the rate-limit counts, the catalogue checks), and only then closes the database, which
 * those requests may still be using.
 */
export async function closeGracefully(
  app: FastifyInstance | undefined,
  database: DatabaseHandle,
  { graceMs = CLOSE_GRACE_MS }: { graceMs?: number } = {},
): Promise<void> {
  const deadline = app && setTimeout(() => app.server.closeAllConnections(), graceMs).unref();
  try {
    if (app) {
      // The answers of the requests in flight say `Connection: close` too, not only the later ones.
      closingApps.add(app);
      await drainConnections(app.server, graceMs);
    }
    await app?.close();
  } catch (error) {
    app?.log.error({ err: error }, 'the server did not close cleanly');
  } finally {
    clearTimeout(deadline);
    await database
      .close()
      .catch((error: unknown) => app?.log.error({ err: error }, 'the database did not close cleanly'));
  }
}
