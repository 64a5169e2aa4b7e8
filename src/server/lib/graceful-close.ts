import type { Server } from 'node:http';

/** The longest a shutdown waits for the requests in flight (below the primary's 30 s before SIGKILL). */
const DRAIN_LIMIT_MS = 25_000;

/**
 * Stops taking connections and lets the requests in flight finish before the app closes: the listening
 * socket is closed (in a cluster worker this tells the primary to send it no more connections) along with
 * the idle keep-alive connections, and every answer from then on says `Connection: close`, so a client
 * sends its next request on a new connection, which another process takes. Resolves when no connection is
 * left, or after `limitMs`; the caller then closes the app (Fastify answers any straggler with 503).
 */
export async function drainConnections(server: Server, limitMs = DRAIN_LIMIT_MS): Promise<void> {
  if (!server.listening) return;
  server.prependListener('request', (_request, response) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  });
  // The callback would wait for every connection to end, which the loop below bounds instead.
  server.close(() => {});
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline && (await openConnections(server)) > 0) {
    server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}
