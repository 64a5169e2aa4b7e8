import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export interface JournalEntry {
  tag: string;
  /** drizzle-kit's time for the migration; the migrator records it as `created_at` once applied. */
  when: number;
}

/** The migrations the code ships (drizzle/meta/_journal.json), oldest first. */
export function readMigrationJournal(migrationsDir: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when })).sort((a, b) => a.when - b.when);
}

/**
 * The shipped migrations the database has not applied. Drizzle's migrator applies, in order, every migration
 * newer than the newest it recorded, so the ones after that record are the missing ones (all of them when
 * the database was never migrated).
 */
export async function pendingMigrations(
  db: Database,
  journal: readonly JournalEntry[],
): Promise<JournalEntry[]> {
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  let newest = -1;
  if (table.rows[0]?.present) {
    const result = (await db.execute(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { newest: string | null }[] };
    newest = Number(result.rows[0]?.newest ?? -1);
  }
  return journal.filter((entry) => entry.when > newest);
}
