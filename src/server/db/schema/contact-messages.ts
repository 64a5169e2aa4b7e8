import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent through the contact form, kept so the seller actually gets them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When someone on the seller's team marked the message handled, and who (their name); null until then. */
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    handledBy: text('handled_by'),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
