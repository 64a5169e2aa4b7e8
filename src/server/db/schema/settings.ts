import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_BUSINESS_HOURS, type BusinessHoursRow } from '../../../shared/shop';

/**
 * The shop's business details: one typed row (id 1), absent until the staff first save them (the
 * defaults live in `src/shared/settings.ts`). Who saved last is copied by name, like a message's handler.
 */
export const businessDetails = pgTable(
  'business_details',
  {
    id: smallint('id').primaryKey().default(1),
    tradingName: text('trading_name').notNull(),
    /** The number orders go to; '' on a row saved before it existed (SELLER_WHATSAPP stands in). */
    whatsapp: text('whatsapp').notNull().default(''),
    address: text('address').notNull(),
    rcNumber: text('rc_number').notNull(),
    phone: text('phone').notNull(),
    otherPhone: text('other_phone').notNull(),
    email: text('email').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    proformaValidityDays: integer('proforma_validity_days').notNull(),
    /** The deposit each new order asks before the balance, in percent of its total (0: none). */
    depositPercent: integer('deposit_percent').notNull().default(0),
    /** The provider shoppers pay through when both are configured: paystack or flutterwave. */
    paymentProvider: text('payment_provider').notNull().default('paystack'),
    /** Rows of days and hours; a row saved before they existed has the specification's. */
    hours: jsonb('hours')
      .$type<BusinessHoursRow[]>()
      .notNull()
      .default([...DEFAULT_BUSINESS_HOURS]),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedById: text('updated_by_id'),
  },
  (table) => [
    check('business_details_single_row', sql`${table.id} = 1`),
    check('business_details_account_number', sql`${table.accountNumber} ~ '^[0-9]{10}$'`),
    check('business_details_validity', sql`${table.proformaValidityDays} between 1 and 90`),
    check('business_details_deposit', sql`${table.depositPercent} between 0 and 100`),
    check('business_details_payment_provider', sql`${table.paymentProvider} in ('paystack', 'flutterwave')`),
  ],
);

/**
 * The delivery classes products are in (parcel, pallet, heavy machine, and those the owner adds), with the
 * owner's order, smallest first: an order pays the fee of its largest class.
 */
export const deliveryClasses = pgTable(
  'delivery_classes',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('delivery_classes_name_idx').on(sql`lower(${table.name})`)],
);

/** One row per state and class once a fee was saved for it; fee null (or no row) is "quote on request". */
export const deliveryFees = pgTable(
  'delivery_fees',
  {
    state: text('state').notNull(),
    classId: text('class_id')
      .notNull()
      .references(() => deliveryClasses.id),
    feeKobo: integer('fee_kobo'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedById: text('updated_by_id'),
  },
  (table) => [
    primaryKey({ columns: [table.state, table.classId] }),
    check('delivery_fees_fee_not_negative', sql`${table.feeKobo} >= 0`),
  ],
);

/**
 * The search words: groups of words and phrases meaning the same thing, one row (id 1), absent until the
 * owner first saves them (the defaults live in `src/shared/search-words.ts`). A save moves the catalogue's
 * version (a trigger), so every process rebuilds its search with them.
 */
export const searchWords = pgTable(
  'search_words',
  {
    id: smallint('id').primaryKey().default(1),
    groups: jsonb('groups').$type<string[][]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedById: text('updated_by_id'),
  },
  (table) => [check('search_words_single_row', sql`${table.id} = 1`)],
);

export type BusinessDetailsRow = typeof businessDetails.$inferSelect;
export type SearchWordsRow = typeof searchWords.$inferSelect;
export type DeliveryFeeRecord = typeof deliveryFees.$inferSelect;
export type DeliveryClassRow = typeof deliveryClasses.$inferSelect;
