import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * State every server process sharing one database must agree on (decision 028). `rate_limits` is UNLOGGED in
 * its migration: counts are worth no WAL and a crash may forget them (a limit then starts afresh).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The limit's name (route) and the client key. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.resetAt)],
);

/**
 * One row whose version moves at the commit of every transaction that writes products (a deferred trigger in
 * the migration), so a process that missed a notification still sees the catalogue changed.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
