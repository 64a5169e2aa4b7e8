import { count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction, type Transaction } from '../../db/transaction';
import { contactMessages, type ContactMessageRow } from '../../db/schema';

export class ContactRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  inTransaction<T>(work: (repository: ContactRepository, tx: Transaction) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (tx) => work(new ContactRepository(tx), tx));
  }

  /** How many messages are not handled yet (all of them, not only the latest listed). */
  async countNotHandled(): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(contactMessages)
      .where(isNull(contactMessages.handledAt));
    return row?.total ?? 0;
  }

  async insert(row: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
    const [inserted] = await this.db.insert(contactMessages).values(row).returning();
    return inserted!;
  }

  latest(limit: number): Promise<ContactMessageRow[]> {
    return this.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit);
  }

  /** Marks the message handled (when, by whom) or not (both null): the updated row, or undefined. */
  async setHandled(
    id: string,
    handled: { handledAt: Date; handledBy: string } | null,
  ): Promise<ContactMessageRow | undefined> {
    const rows = await this.db
      .update(contactMessages)
      .set(handled ?? { handledAt: null, handledBy: null })
      .where(eq(contactMessages.id, id))
      .returning();
    return rows[0];
  }
}
