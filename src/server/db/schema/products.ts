import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { DEFAULT_DELIVERY_CLASS } from '../../../shared/delivery';
import { deliveryClasses } from './settings';

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    /** Money is integer kobo inside. */
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    originalPriceKobo: bigint('original_price_kobo', { mode: 'number' }),
    /** Installation of one unit, offered at checkout; null when the product is not installed by the seller. */
    installationFeeKobo: bigint('installation_fee_kobo', { mode: 'number' }),
    /** Its delivery class (decision 039): an order pays the fee of its largest class. */
    deliveryClass: text('delivery_class')
      .notNull()
      .default(DEFAULT_DELIVERY_CLASS)
      .references(() => deliveryClasses.id),
    description: text('description').notNull(),
    image: text('image').notNull(),
    imagePublicId: text('image_public_id').notNull(),
    /** Every picture's public id in the shop's order, at most 8; the first is always `imagePublicId`. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    category: text('category').array().notNull(),
    subCategory: text('sub_category')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stockCount: integer('stock_count').notNull().default(0),
    /** At or below this count the product is low on stock: highlighted, counted, and mailed once on the way down. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(2),
    inStock: boolean('in_stock').notNull().default(false),
    rating: doublePrecision('rating').notNull().default(5),
    reviews: integer('reviews').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull().default({}),
    videos: jsonb('videos').$type<string[]>().notNull().default([]),
    priority: integer('priority'),
    featured: boolean('featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('products_low_stock_threshold_not_negative', sql`${table.lowStockThreshold} >= 0`),
    index('products_active_created_idx').on(table.isActive, table.createdAt),
    index('products_name_lower_idx').on(sql`lower(${table.name})`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
