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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_DELIVERY_CLASS } from '../../../shared/delivery';
import { deliveryClasses } from './settings';

/** One option of a product with variants: its name and its values in the shop's order. */
export interface ProductOptionColumn {
  name: string;
  values: string[];
}

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
    /** Its options in the shop's order (decision 052), e.g. Capacity: 4 t, 5 t; empty for a simple product. */
    options: jsonb('options').$type<ProductOptionColumn[]>().notNull().default([]),
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

/**
 * The versions of a product with options (decision 052): one row per combination that is sold. The product's
 * row keeps their summary (lowest active price, summed stock), written in the same transaction.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Unique across the shop, ignoring case (letters, digits, `-`, `.`, `/`). */
    sku: text('sku').notNull(),
    /** One value of each of the product's options, by the option's name. */
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    originalPriceKobo: bigint('original_price_kobo', { mode: 'number' }),
    installationFeeKobo: bigint('installation_fee_kobo', { mode: 'number' }),
    stockCount: integer('stock_count').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(2),
    /** One of the product's pictures, or null for the product's main one. */
    imagePublicId: text('image_public_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('product_variants_stock_count_not_negative', sql`${table.stockCount} >= 0`),
    check('product_variants_low_stock_threshold_not_negative', sql`${table.lowStockThreshold} >= 0`),
    uniqueIndex('product_variants_sku_lower_idx').on(sql`lower(${table.sku})`),
    index('product_variants_product_idx').on(table.productId, table.position),
  ],
);

export type ProductVariantRow = typeof productVariants.$inferSelect;
export type NewProductVariantRow = typeof productVariants.$inferInsert;
