import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BusinessDetails } from '../../../shared/settings';
import { orders } from './orders';

/**
 * The business details a document was issued with (decision 038): a proforma's when its order was
 * placed, a receipt's when the order was marked paid. Later saves of the settings never change them.
 */
export const documentDetails = pgTable(
  'document_details',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'proforma' or 'receipt'. */
    kind: text('kind').notNull(),
    details: jsonb('details').$type<BusinessDetails>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.kind] })],
);

export type DocumentDetailsRow = typeof documentDetails.$inferSelect;
