import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { STAFF_LEVELS } from '../../../shared/staff';
import type { Database } from '../../db/client';
import {
  session,
  staffActivity,
  staffInvitations,
  user,
  type StaffInvitationRow,
  type UserRow,
} from '../../db/schema';
import { inTransaction, type Transaction } from '../../db/transaction';

/** Who did a team act, copied onto its record. */
export interface StaffActor {
  id: string;
  name: string;
  email: string;
}

export interface ActivityRecord {
  kind: 'staff' | 'settings' | 'customers';
  action: string;
  actor: StaffActor;
  subject: string;
  details?: Record<string, { from: unknown; to: unknown }>;
}

/** An owner: an admin whose level says so (an admin without a level is no one's staff: issue 25, S1). */
const isOwner = and(eq(user.role, 'admin'), eq(user.staffLevel, 'owner'))!;
/** The team: the admins with a staff level. */
const onTheTeam = and(eq(user.role, 'admin'), inArray(user.staffLevel, [...STAFF_LEVELS]))!;

/** SQL of the seller's team: the admins, the invitations, and the team's own activity records. */
export class StaffRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: StaffRepository, tx: Transaction) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (tx) => work(new StaffRepository(tx), tx));
  }

  members(): Promise<UserRow[]> {
    return this.db.select().from(user).where(onTheTeam).orderBy(asc(user.createdAt));
  }

  async findUser(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(user).where(eq(user.id, id));
    return row;
  }

  async findUserByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(user).where(eq(user.email, email));
    return row;
  }

  /**
   * Locks every owner's row and answers their ids: two owners lowering each other at once queue here, and
   * the second sees the first's change, so the shop never loses its last owner.
   */
  async lockOwners(): Promise<string[]> {
    const rows = await this.db.select({ id: user.id }).from(user).where(isOwner).for('update');
    return rows.map((row) => row.id);
  }

  async setStaff(id: string, fields: { role: string; staffLevel: string | null }): Promise<void> {
    await this.db
      .update(user)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(user.id, id));
  }

  /** Signs the person out everywhere: a removed member's open pages stop working at once. */
  async endSessions(userId: string): Promise<void> {
    await this.db.delete(session).where(eq(session.userId, userId));
  }

  pendingInvitations(now: Date): Promise<StaffInvitationRow[]> {
    return this.db
      .select()
      .from(staffInvitations)
      .where(
        and(
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .orderBy(asc(staffInvitations.createdAt));
  }

  /** Ends the pending invitations to an address (a new one replaces them). */
  async revokeInvitationsTo(email: string, at: Date): Promise<void> {
    await this.db
      .update(staffInvitations)
      .set({ revokedAt: at })
      .where(
        and(
          eq(staffInvitations.email, email),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      );
  }

  async insertInvitation(values: typeof staffInvitations.$inferInsert): Promise<StaffInvitationRow> {
    const [row] = await this.db.insert(staffInvitations).values(values).returning();
    return row!;
  }

  async revokeInvitation(id: string, at: Date): Promise<StaffInvitationRow | undefined> {
    const [row] = await this.db
      .update(staffInvitations)
      .set({ revokedAt: at })
      .where(
        and(
          eq(staffInvitations.id, id),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      )
      .returning();
    return row;
  }

  /** The pending, unexpired invitation a token opens, locked when `lock` (accepting it). */
  async invitationByTokenHash(tokenHash: string, now: Date, lock = false) {
    const query = this.db
      .select()
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.tokenHash, tokenHash),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async markAccepted(id: string, at: Date): Promise<void> {
    await this.db.update(staffInvitations).set({ acceptedAt: at }).where(eq(staffInvitations.id, id));
  }

  async record(entry: ActivityRecord): Promise<void> {
    await this.db.insert(staffActivity).values({
      id: randomUUID(),
      kind: entry.kind,
      action: entry.action,
      actorId: entry.actor.id,
      actorName: entry.actor.name,
      actorEmail: entry.actor.email,
      subject: entry.subject,
      details: entry.details ?? {},
      // The clock's time, not the transaction's: two acts of one request keep their order.
      createdAt: sql`clock_timestamp()` as unknown as Date,
    });
  }
}
