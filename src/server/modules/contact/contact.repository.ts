import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages, type ContactMessageRow } from '../../db/schema';

export class ContactRepository {
  constructor(private readonly db: Database) {}

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
