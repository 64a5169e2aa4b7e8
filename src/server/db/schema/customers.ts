import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The customer book (decision 055): one row per person. `phone` is the one shown (normalised,
 * `234XXXXXXXXXX`, or the digits of an old order's phone that does not normalise; '' when no order gave
 * one); name, email and state are the newest order's. The person is found by their keys, not these.
 */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** Lower-cased. */
    email: text('email'),
    state: text('state'),
    /** dealer, fleet, workshop, school, government, or the shop's own words (lower-case). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (table) => [index('customers_created_idx').on(table.createdAt)],
);

/**
 * Every normalised phone and lower-cased email a customer is known by. The primary key makes a key one
 * customer's: two placements racing for a new phone meet here, and the second finds the first's customer.
 */
export const customerKeys = pgTable(
  'customer_keys',
  {
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.value] }),
    index('customer_keys_customer_idx').on(table.customerId),
    check('customer_keys_kind', sql`${table.kind} in ('phone', 'email')`),
  ],
);

/** Staff-only notes on a customer, with who wrote them (the name copied) and when. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    createdAt: time('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('customer_notes_customer_idx').on(table.customerId, table.createdAt)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type CustomerKeyRow = typeof customerKeys.$inferSelect;
export type CustomerNoteRow = typeof customerNotes.$inferSelect;
