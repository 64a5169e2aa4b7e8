import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/transaction';
import { mailOutbox, user, type MailOutboxRow } from '../../db/schema';

/** The channel a commit of queued mail is announced on (PostgreSQL: every server process hears it). */
export const OUTBOX_CHANNEL = 'mail_outbox';

/** A mail to queue: one recipient, a subject, a plain-text and an HTML body. */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const millis = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

/** SQL of the mail outbox (`mail_outbox`) and the one read of the staff the seller's mail goes to. */
export class OutboxRepository {
  constructor(private readonly db: Database) {}

  /**
   * Queues mail in the caller's transaction, so it commits or rolls back with what it reports. The
   * NOTIFY is delivered at commit, and only then, to every process that listens.
   */
  static async enqueue(tx: Transaction, mails: readonly QueuedMail[]): Promise<void> {
    if (mails.length === 0) return;
    await tx.insert(mailOutbox).values(
      mails.map((mail) => ({
        id: randomUUID(),
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      })),
    );
    await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  }

  /** The addresses of the shop's admins, oldest account first (read in the caller's transaction). */
  static async adminAddresses(tx: Transaction): Promise<string[]> {
    const rows = await tx
      .select({ email: user.email })
      .from(user)
      .where(and(eq(user.role, 'admin'), or(isNull(user.banned), eq(user.banned, false))))
      .orderBy(asc(user.createdAt));
    return rows.map((row) => row.email);
  }

  /**
   * Takes up to `limit` due mails for this sender: their attempt is counted and their next attempt moved
   * `leaseMs` ahead, in one statement. Rows another sender is claiming are skipped (SKIP LOCKED), and a
   * claimed row is not due again until its lease ends, so two senders never send one mail twice (unless
   * one dies mid-send: the mail is then tried again when the lease ends).
   */
  async claimDue(limit: number, leaseMs: number): Promise<MailOutboxRow[]> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: millis(leaseMs) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async markSent(id: string): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
  }

  /** Records a failed attempt: tried again after `retryInMs`, or given up (failed) when it is null. */
  async markAttemptFailed(id: string, error: string, retryInMs: number | null): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set(
        retryInMs === null
          ? { status: 'failed', lastError: error }
          : { lastError: error, nextAttemptAt: millis(retryInMs) },
      )
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
  }
}
