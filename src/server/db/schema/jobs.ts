import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The background job queue (src/server/jobs): one row per job, written in the transaction of what asks
 * for it (an order's mail commits with the order). A runner claims due rows with FOR UPDATE SKIP LOCKED
 * and a lease, so N processes run each job once; a job whose runner died runs again when its lease ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    /** Which handler runs it: mail, catalog.sync, orders.follow-up-alert, ... */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** At most one pending job has a given key (a second enqueue with it does nothing). */
    uniqueKey: text('unique_key'),
    /** pending (waiting or running), done, or failed (given up after its last attempt). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not run before this moment (a retry's backoff, a periodic job's next turn). */
    runAt: time('run_at').notNull().defaultNow(),
    /** The runner that claimed it, and until when it is that runner's (the lease). */
    lockedBy: text('locked_by'),
    lockedUntil: time('locked_until'),
    lastError: text('last_error'),
    createdAt: time('created_at').notNull().defaultNow(),
    finishedAt: time('finished_at'),
  },
  (table) => [
    index('jobs_due_idx').on(table.status, table.runAt),
    uniqueIndex('jobs_pending_key_idx')
      .on(table.uniqueKey)
      .where(sql`${table.status} = 'pending'`),
    index('jobs_finished_idx').on(table.finishedAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
