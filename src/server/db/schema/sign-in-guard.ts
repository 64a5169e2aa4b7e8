import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The per-account sign-in guard (decision 010), in the database so that every server process sharing it
 * holds an account back alike. Keyed by a hash of the email address typed, whether or not it has an
 * account, so the guard behaves the same for both and keeps no typed address in the clear.
 */
const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** SHA-256 of the lower-cased email address, hex. */
    accountKey: text('account_key').primaryKey(),
    /** Failed sign-ins, less one for each decay step since the last failure (see the guard's rules). */
    failures: integer('failures').notNull(),
    lastFailureAt: time('last_failure_at').notNull(),
    /** The last attempt let through from an address the account has not signed in from, while held back. */
    lastHeldAttemptAt: time('last_held_attempt_at'),
  },
  (table) => [index('sign_in_failures_last_failure_idx').on(table.lastFailureAt)],
);

/** Client keys (an IPv4 address or an IPv6 /64) each account has signed in from, and when last. */
export const signInKnownClients = pgTable(
  'sign_in_known_clients',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    clientKey: text('client_key').notNull(),
    lastSignInAt: time('last_sign_in_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.clientKey] })],
);
