import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bytea } from './columns';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Spreadsheet exports made by a background job (decision 033): the row is written with its job, the job
 * stores the file here, where every server process reads it, and the whole row is removed 24 hours after
 * it was asked for. Only the staff member who asked may download it.
 */
export const exportFiles = pgTable(
  'export_files',
  {
    id: text('id').primaryKey(),
    /** products, orders or payments. */
    kind: text('kind').notNull(),
    /** csv or xlsx. */
    format: text('format').notNull(),
    /** The orders' or payments' period, Lagos days, both included (null for the catalogue). */
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** queued, running, ready or failed. */
    status: text('status').notNull().default('queued'),
    fileName: text('file_name').notNull(),
    /** The file, once ready. */
    content: bytea('content'),
    size: integer('size'),
    rowCount: integer('row_count'),
    /** Why it failed, in words for the staff (the technical reason is the job's last_error). */
    error: text('error'),
    createdAt: time('created_at').notNull().defaultNow(),
    finishedAt: time('finished_at'),
  },
  (table) => [
    index('export_files_requested_by_idx').on(table.requestedBy, table.createdAt),
    index('export_files_created_at_idx').on(table.createdAt),
  ],
);

export type ExportFileRow = typeof exportFiles.$inferSelect;
