import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

/**
 * The stored pictures' files when the pictures live in PostgreSQL (decision 031): one row per file of a
 * picture ({width}.webp and share.jpg), all of a picture's rows written in one transaction.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    publicId: text('public_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.publicId, table.fileName] })],
);
