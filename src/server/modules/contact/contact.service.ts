import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessage, ContactResponse } from '../../../shared/contact';
import { AppError } from '../../../shared/errors';
import type { AdminContactMessage } from '../../../shared/contact';
import type { ContactMessageRow } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { ContactRepository } from './contact.repository';

/** Tells the seller of a new message inside the transaction that stores it (the outbox's mail). */
export type ContactNotifier = (tx: Transaction, message: ContactMessageRow) => Promise<void>;

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

/**
 * Keeps every message sent through the contact form so the seller's team can answer it, and tells the
 * seller by mail (queued with the message: both are kept, or neither).
 */
export class ContactService {
  constructor(
    private readonly repository: ContactRepository,
    private readonly log: FastifyBaseLogger,
    private readonly notify: ContactNotifier = async () => {},
  ) {}

  async receive(message: ContactMessage): Promise<ContactResponse> {
    const row = await this.repository.inTransaction(async (repository, tx) => {
      const stored = await repository.insert({ id: randomUUID(), ...message });
      await this.notify(tx, stored);
      return stored;
    });
    // The id and subject only: names and addresses stay out of the logs.
    this.log.info({ contactMessageId: row.id, subject: row.subject }, 'contact message received');
    return { id: row.id, receivedAt: row.createdAt.toISOString() };
  }

  /** The newest messages first, and how many of all are not handled yet, for the seller's team. */
  async latest(limit = 100): Promise<{ rows: ContactMessageRow[]; notHandled: number }> {
    const [rows, notHandled] = await Promise.all([
      this.repository.latest(limit),
      this.repository.countNotHandled(),
    ]);
    return { rows, notHandled };
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
