import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageSchema, contactResponseSchema } from '../../../shared/contact';
import type { ContactService } from './contact.service';

export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export async function contactRoutes(app: FastifyInstance, { contact }: { contact: ContactService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      bodyLimit: 16 * 1024,
      schema: { body: contactMessageSchema, response: { 201: contactResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await contact.receive(request.body)),
  );
}
