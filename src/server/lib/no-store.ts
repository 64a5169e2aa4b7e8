import type { FastifyReply, FastifyRequest } from 'fastify';

/** Marks an answer as never to be kept by a browser or a proxy. */
export function markNoStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

/**
 * The one way to keep answers about a person or a moment (accounts, orders, admin work, health) out of every
 * cache: `app.addHook('onSend', noStore)` for a scope, `{ onSend: noStore }` for one route. It marks error
 * answers too, which a header set in the handler missed.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  markNoStore(reply);
}
