import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './products';

/** One field's value before and after a write. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/**
 * Every catalogue write (create, update, delete, restore, stock, sync): who, when and what changed.
 * The actor's name and address are copied, so the record stays readable if the account changes.
 */
export const productChanges = pgTable(
  'product_changes',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    changes: jsonb('changes').$type<Record<string, FieldChange>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('product_changes_product_created_idx').on(table.productId, table.createdAt)],
);

export type ProductChangeRow = typeof productChanges.$inferSelect;
export type NewProductChangeRow = typeof productChanges.$inferInsert;
