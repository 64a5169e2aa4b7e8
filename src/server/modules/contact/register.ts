import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Guards } from '../../plugins/auth/guards';
import { ContactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';
import { ContactService, type ContactNotifier } from './contact.service';

export interface ContactNeeds {
  db: Database;
  guards: Guards;
  /** Told of each message, in the transaction that keeps it (the seller's mail). */
  onMessage: ContactNotifier;
}

/** The contact page's messages, and the seller's view of them. */
export async function registerContact(
  app: FastifyInstance,
  { db, guards, onMessage }: ContactNeeds,
): Promise<void> {
  await app.register(contactRoutes, {
    contact: new ContactService(new ContactRepository(db), app.log, onMessage),
    guards,
  });
}
