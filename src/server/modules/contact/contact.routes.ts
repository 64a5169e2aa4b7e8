import type { FastifyInstance } from 'fastify';
import { noStore } from '../../lib/no-store';
import { routes } from '../../../shared/api-routes';
import { serveRoute } from '../../lib/api-route';
import type { Guards } from '../../plugins/auth/guards';
import { toAdminContactMessage, type ContactService } from './contact.service';

export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export const ADMIN_CONTACT_LIMIT = 100;

export async function contactRoutes(
  app: FastifyInstance,
  { contact, guards }: { contact: ContactService; guards: Guards },
) {
  serveRoute(
    app,
    routes.sendContact,
    { config: { rateLimit: CONTACT_RATE_LIMIT }, bodyLimit: 16 * 1024 },
    async (request, reply) => reply.status(201).send(await contact.receive(request.body)),
  );

  // The seller's Messages view: newest first, each markable as handled.
  serveRoute(
    app,
    routes.contactMessages,
    { onRequest: guards.requirePermission('messages.view'), onSend: noStore },
    async (_request, reply) => {
      const { rows, notHandled } = await contact.latest(ADMIN_CONTACT_LIMIT);
      return reply.send({ messages: rows.map(toAdminContactMessage), notHandled });
    },
  );

  serveRoute(
    app,
    routes.setContactMessageHandled,
    { onRequest: guards.requirePermission('messages.manage'), onSend: noStore },
    async (request, reply) => {
      const message = await contact.setHandled(request.params.id, request.body.handled, request.user!);
      return reply.send({ message });
    },
  );
}
