import type { Server } from 'node:http';
import net from 'node:net';

/** The longest a shutdown waits for the requests in flight (below the primary's 30 s before SIGKILL). */
const DRAIN_LIMIT_MS = 25_000;
/** How long an idle kept-alive connection may still bring a request before it is closed. */
const IDLE_GRACE_MS = 1_000;

/**
 * Stops taking connections and lets the requests in flight finish before the app closes: the listening
 * socket is closed (in a cluster worker this tells the primary to send it no more connections); the app
 * marks every answer from then on `Connection: close` (`registerGracefulClose`), so a client sends its next
 * request on a new connection, which another process takes. A kept-alive connection that stays idle for
 * IDLE_GRACE_MS is closed then: closing it at once would race a request the client is sending on it (it
 * would see ECONNRESET).
 * Resolves when no connection is left, or after `limitMs`; the caller then closes the app (Fastify
 * answers any straggler with 503).
 */
export async function drainConnections(server: Server, limitMs = DRAIN_LIMIT_MS): Promise<void> {
  if (!server.listening) return;
  // net.Server's close, not http.Server's, which would also close the idle connections at once. Its
  // callback would wait for every connection to end, which the loop below bounds instead.
  net.Server.prototype.close.call(server, () => {});
  const started = Date.now();
  while (Date.now() - started < limitMs && (await openConnections(server)) > 0) {
    if (Date.now() - started >= IDLE_GRACE_MS) server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}
