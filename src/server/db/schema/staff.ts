import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An owner's invitation to join the team: the mailed link carries a token whose SHA-256 is kept here,
 * never the token itself. Accepted, revoked or expired invitations stay for the record.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    staffLevel: text('staff_level').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: text('invited_by_id'),
    invitedByName: text('invited_by_name').notNull(),
    expiresAt: time('expires_at').notNull(),
    acceptedAt: time('accepted_at'),
    revokedAt: time('revoked_at'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [index('staff_invitations_email_idx').on(table.email)],
);

/**
 * The team's own acts that no other history records: staff invited, joined, changed level or removed, and
 * shop settings saved. The activity feed reads this beside the product and order histories. The actor's
 * name and address are copied, so the record stays readable if the account goes.
 */
export const staffActivity = pgTable(
  'staff_activity',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    action: text('action').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** What was acted on, in words (a person's address, a settings section). */
    subject: text('subject').notNull(),
    details: jsonb('details').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('staff_activity_created_idx').on(table.createdAt),
    index('staff_activity_actor_idx').on(table.actorId, table.createdAt),
  ],
);

export type StaffInvitationRow = typeof staffInvitations.$inferSelect;
export type StaffActivityRow = typeof staffActivity.$inferSelect;
