import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageSchema, contactResponseSchema } from '../../../shared/contact';
import type { Guards } from '../../plugins/auth/guards';
import type { ContactService } from './contact.service';

export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export const ADMIN_CONTACT_LIMIT = 100;

export async function contactRoutes(
  app: FastifyInstance,
  { contact, guards }: { contact: ContactService; guards: Guards },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      bodyLimit: 16 * 1024,
      schema: { body: contactMessageSchema, response: { 201: contactResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await contact.receive(request.body)),
  );

  app.get('/api/admin/contact-messages', { onRequest: guards.requireAdmin }, async (_request, reply) => {
    const rows = await contact.latest(ADMIN_CONTACT_LIMIT);
    const messages = rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
    return reply.header('cache-control', 'no-store').send({ messages });
  });
}
