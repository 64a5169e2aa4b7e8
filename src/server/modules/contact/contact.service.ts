import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage, ContactResponse } from '../../../shared/contact';
import { AppError } from '../../../shared/errors';
import type { AdminContactMessage } from '../../../shared/contact';
import type { ContactMessageRow } from '../../db/schema';
import type { ContactRepository } from './contact.repository';

export const CONTACT_MESSAGES = { notFound: 'Message not found' } as const;

/** A stored message as the seller's Messages view reads it. */
export function toAdminContactMessage(row: ContactMessageRow): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    handledBy: row.handledBy,
  };
}

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

  /** Marks a message handled now by this member of the team, or back to not handled. */
  async setHandled(id: string, handled: boolean, by: { name: string }): Promise<AdminContactMessage> {
    const row = await this.repository.setHandled(
      id,
      handled ? { handledAt: new Date(), handledBy: by.name } : null,
    );
    if (!row) throw new AppError('NOT_FOUND', CONTACT_MESSAGES.notFound);
    return toAdminContactMessage(row);
  }
}
