import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages, type ContactMessageRow } from '../../db/schema';

export class ContactRepository {
  constructor(private readonly db: Database) {}

  async insert(row: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
    const [inserted] = await this.db.insert(contactMessages).values(row).returning();
    return inserted!;
  }

  latest(limit: number): Promise<ContactMessageRow[]> {
    return this.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
  }
}
