import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { can, type Permission } from '../../../shared/staff';
import type { Transaction } from '../../db/transaction';
import { user } from '../../db/schema';
import { enqueueJobs } from '../../jobs';

/** The job kind of a queued mail (its payload is a `QueuedMail`). */
export const MAIL_JOB = 'mail';

/** A mail to queue: one recipient, a subject, a plain-text and an HTML body. */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link an account mail is about: without SMTP_URL, written to the log as the mail is sent. */
  link?: string;
}

/** The mail outbox: mail jobs of the queue, and the one read of the staff the seller's mail goes to. */
export class OutboxRepository {
  /**
   * Queues mail in the caller's transaction (one `mail` job each), so it commits or rolls back with what
   * it reports; the queue's NOTIFY is delivered at commit.
   */
  static async enqueue(tx: Transaction, mails: readonly QueuedMail[]): Promise<void> {
    await enqueueJobs(
      tx,
      mails.map((mail) => ({ kind: MAIL_JOB, payload: { ...mail } })),
    );
  }

  /**
   * The addresses of the staff whose level holds `permission` (the staff levels' own rule,
   * `src/shared/staff.ts`), oldest account first, read in the caller's transaction.
   */
  static async staffAddresses(tx: Transaction, permission: Permission): Promise<string[]> {
    const admins = await OutboxRepository.admins(tx);
    return admins.filter((row) => can(row, permission)).map((row) => row.email);
  }

  private static admins(tx: Transaction) {
    return tx
      .select({ email: user.email, role: user.role, staffLevel: user.staffLevel })
      .from(user)
      .where(and(eq(user.role, 'admin'), or(isNull(user.banned), eq(user.banned, false))))
      .orderBy(asc(user.createdAt));
  }
}
