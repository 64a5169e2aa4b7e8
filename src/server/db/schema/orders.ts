import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { customers } from './customers';

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
    /** 'delivery' to the address, or 'pickup' from the showroom (no fee). */
    deliveryMethod: text('delivery_method').notNull().default('delivery'),
    subtotalKobo: bigint('subtotal_kobo', { mode: 'number' }).notNull(),
    /** Delivery to the order's state, from the settings when placed; null while it is quoted on WhatsApp. */
    deliveryFeeKobo: bigint('delivery_fee_kobo', { mode: 'number' }),
    /** Installation of the lines that asked for it (staff may adjust it before confirmation). */
    installationFeeKobo: bigint('installation_fee_kobo', { mode: 'number' }).notNull().default(0),
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull().default(0),
    /** subtotal + delivery + installation - discount, never below 0. */
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    /**
     * The payment that brought the balance to 0 (method and when), kept with the ledger (decision 053):
     * null while a balance is due.
     */
    paymentMethod: text('payment_method'),
    paidAt: time('paid_at'),
    /** The deposit asked before the balance, in percent of the total (0: none), from the settings at placement. */
    depositPercent: integer('deposit_percent').notNull().default(0),
    /** The last "followed up" mark of the desk's "Waiting for a chat" view: when and by whom. */
    followedUpAt: time('followed_up_at'),
    followedUpBy: text('followed_up_by'),
    /** When the seller was told by mail that it waits for a chat (the follow-up alert: once per order). */
    followUpAlertedAt: time('follow_up_alerted_at'),
    /** The checkout's Idempotency-Key: a second request with it from the same account gets this order. */
    idempotencyKey: text('idempotency_key'),
    /**
     * The customer of the book (decision 055), found from the phone and email when the order is placed;
     * null for an order from before the book until the backfill job reaches it.
     */
    customerId: text('customer_id').references(() => customers.id),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    check(
      'orders_money_not_negative',
      sql`${table.subtotalKobo} >= 0 and ${table.totalKobo} >= 0 and ${table.installationFeeKobo} >= 0 and ${table.discountKobo} >= 0 and coalesce(${table.deliveryFeeKobo}, 0) >= 0`,
    ),
    check('orders_delivery_method', sql`${table.deliveryMethod} in ('delivery', 'pickup')`),
    check('orders_deposit_percent', sql`${table.depositPercent} between 0 and 100`),
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
    /** Installation of one unit, copied from the product when the shopper asked for it; null otherwise. */
    installationFeeKobo: bigint('installation_fee_kobo', { mode: 'number' }),
    /**
     * The variant ordered, copied like the name (decision 052); null for a product without variants. No
     * foreign key: the variant may be deleted later and the line keeps its copy.
     */
    variantId: text('variant_id'),
    variantSku: text('variant_sku'),
    /** The variant's options in the product's order: `[{ name, value }]`. */
    variantOptions: jsonb('variant_options').$type<{ name: string; value: string }[]>(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] })],
);

/**
 * An order's history: each status move (who, when, from, to, optional note), each staff note, each
 * adjustment of its money (the field, the value before and after), the payment and the follow-ups.
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
    /** For an adjustment: what changed ('discount', 'delivery', 'installation', 'price:<position>'). */
    field: text('field'),
    beforeValue: text('before_value'),
    afterValue: text('after_value'),
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
