import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { orders } from './orders';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The payment ledger (decision 053): one row per payment received for an order, online or recorded by
 * staff. An order's amount paid and balance are derived from its rows that are not voided, never typed. A
 * wrong row is voided (kept, with who, when and why), never deleted. An online payment carries its
 * provider and the attempt's reference, unique together: a transaction is credited once however many
 * times its webhook, the shopper's return and the recovery job report it, on any number of processes.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    /** online, bank_transfer, cash, pos, card or other (src/shared/payments.ts). */
    method: text('method').notNull(),
    /** paystack or flutterwave for an online payment; null for one recorded by staff. */
    provider: text('provider'),
    /** The payment attempt's reference (GE-1001-P2) for an online payment; null otherwise. */
    reference: text('reference'),
    /** The provider's own id of the transaction (for the seller's look-ups at the provider). */
    providerTransactionId: text('provider_transaction_id'),
    /** When the money was paid (the provider's time, or noon in Lagos of the day staff give). */
    paidAt: time('paid_at').notNull(),
    /** Who recorded it (null id and the provider's name for an online payment). */
    recordedById: text('recorded_by_id'),
    recordedByName: text('recorded_by_name').notNull(),
    note: text('note'),
    /** The proof of payment (an image or PDF in payment_files), when there is one. */
    proofFileId: text('proof_file_id'),
    voidedAt: time('voided_at'),
    voidedById: text('voided_by_id'),
    voidedByName: text('voided_by_name'),
    voidReason: text('void_reason'),
    createdAt: time('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    check('payments_amount_positive', sql`${table.amountKobo} > 0`),
    check(
      'payments_method',
      sql`${table.method} in ('online', 'bank_transfer', 'cash', 'pos', 'card', 'other')`,
    ),
    check(
      'payments_online_has_provider',
      sql`(${table.method} = 'online') = (${table.provider} is not null and ${table.reference} is not null)`,
    ),
    uniqueIndex('payments_provider_reference_idx')
      .on(table.provider, table.reference)
      .where(sql`${table.provider} is not null`),
    index('payments_order_idx').on(table.orderId, table.paidAt),
    index('payments_paid_at_idx').on(table.paidAt),
  ],
);

/**
 * One try at paying online: a fresh reference made by the server for each (`<order reference>-P<n>`),
 * the amount asked (the deposit or the balance) and the provider. `starting` while the provider is asked
 * for its page, `pending` once the shopper has it, then `paid`, `failed` (the provider refused to start
 * it, or reported it failed) or `abandoned` (still unpaid after 24 hours of checks).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    reference: text('reference').notNull().unique(),
    provider: text('provider').notNull(),
    /** deposit or balance: what the shopper chose to pay. */
    part: text('part').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('starting'),
    /** The provider's hosted page the shopper was sent to. */
    checkoutUrl: text('checkout_url'),
    /** Why it failed or was abandoned (the provider's words, without the shopper's details). */
    detail: text('detail'),
    /** The recovery job's checks: how many, and the last. */
    checks: integer('checks').notNull().default(0),
    checkedAt: time('checked_at'),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_attempts_order_number_idx').on(table.orderId, table.number),
    index('payment_attempts_status_idx').on(table.status, table.createdAt),
    check('payment_attempts_amount_positive', sql`${table.amountKobo} > 0`),
    check('payment_attempts_provider', sql`${table.provider} in ('paystack', 'flutterwave')`),
    check('payment_attempts_part', sql`${table.part} in ('deposit', 'balance')`),
    check(
      'payment_attempts_status',
      sql`${table.status} in ('starting', 'pending', 'paid', 'failed', 'abandoned')`,
    ),
  ],
);

/**
 * A shopper's proof of a bank transfer (an image re-encoded like product photos, or a checked PDF): staff
 * accept it (it becomes a ledger row) or reject it with a reason the shopper sees.
 */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    /** The amount the shopper says they sent, when they said. */
    amountKobo: bigint('amount_kobo', { mode: 'number' }),
    /** pending, accepted or rejected. */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    /** The ledger row it became once accepted. */
    paymentId: text('payment_id'),
    decidedAt: time('decided_at'),
    decidedById: text('decided_by_id'),
    decidedByName: text('decided_by_name'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('payment_proofs_order_idx').on(table.orderId, table.createdAt),
    index('payment_proofs_status_idx').on(table.status, table.createdAt),
    check('payment_proofs_status', sql`${table.status} in ('pending', 'accepted', 'rejected')`),
  ],
);

/**
 * The files of proofs of payment (a shopper's transfer slip, a staff member's scan): private, served only
 * to the order's customer and to staff, so they live in the database whatever the media store is.
 */
export const paymentFiles = pgTable('payment_files', {
  id: text('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** image/webp (a re-encoded picture) or application/pdf. */
  contentType: text('content_type').notNull(),
  fileName: text('file_name').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: time('created_at').notNull().defaultNow(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
export type PaymentProofRow = typeof paymentProofs.$inferSelect;
export type PaymentFileRow = typeof paymentFiles.$inferSelect;
