import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage, ContactResponse } from '../../../shared/contact';
import type { ContactMessageRow } from '../../db/schema';
import type { ContactRepository } from './contact.repository';

/** Keeps every message sent through the contact form so the seller's team can answer it. */
export class ContactService {
  constructor(
    private readonly repository: ContactRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async receive(message: ContactMessage): Promise<ContactResponse> {
    const row = await this.repository.insert({ id: randomUUID(), ...message });
    // The id and subject only: names and addresses stay out of the logs.
    this.log.info({ contactMessageId: row.id, subject: row.subject }, 'contact message received');
    return { id: row.id, receivedAt: row.createdAt.toISOString() };
  }

  /** The newest messages first, for the seller's team. */
  latest(limit = 100): Promise<ContactMessageRow[]> {
    return this.repository.latest(limit);
  }
}
