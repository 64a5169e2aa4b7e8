import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Numbers of order references: GE-1001, GE-1002, ... (at most nine digits, as the pattern allows). */
export const orderReferenceSequence = pgSequence('order_reference_seq', {
  startWith: 1001,
  minValue: 1001,
  maxValue: 999_999_999,
  increment: 1,
  cache: 1,
});

/**
 * Orders placed through checkout: the customer's details and the totals as they were priced from the
 * catalogue when the order was placed. Money is integer kobo.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    reference: text('reference')
      .notNull()
      .unique()
      .default(sql`('GE-' || nextval('order_reference_seq'))`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    status: text('status').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    subtotalKobo: bigint('subtotal_kobo', { mode: 'number' }).notNull(),
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    /** The checkout's Idempotency-Key: a second request with it from the same account gets this order. */
    idempotencyKey: text('idempotency_key'),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    uniqueIndex('orders_user_idempotency_key_idx').on(table.userId, table.idempotencyKey),
  ],
);

/** The lines of an order, copied from the catalogue when it was placed (later edits do not change them). */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    image: text('image').notNull(),
    imagePublicId: text('image_public_id').notNull(),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalKobo: bigint('line_total_kobo', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] })],
);

/**
 * An order's history: each status move (who, when, from, to, optional note) and each staff note.
 * The actor's name is copied so the record stays readable if the account changes. The time is the
 * clock's when the row is written (not the transaction's start), so moves queued behind a lock stay
 * in order.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    createdAt: time('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('order_events_order_created_idx').on(table.orderId, table.createdAt)],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEventRow = typeof orderEvents.$inferInsert;
