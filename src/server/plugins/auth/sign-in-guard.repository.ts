import { and, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInFailures, signInKnownClients, user } from '../../db/schema';

/** A time as PostgreSQL reads it in the expressions below. */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** The stored failures less one per `decayMs` since the last failure, never below 0. */
const decayed = (now: Date, decayMs: number) =>
  sql<number>`greatest(0, ${signInFailures.failures} - floor(extract(epoch from (${at(now)} - ${signInFailures.lastFailureAt})) * 1000 / ${decayMs}::numeric))::int`;

export interface SignInStanding {
  /** Failures counted at the time asked about. */
  failures: number;
  lastHeldAttemptAt: Date | null;
}

/** The per-account sign-in guard's SQL; its rules are in SignInGuard. */
export class SignInGuardRepository {
  constructor(private readonly db: Database) {}

  async standing(accountKey: string, now: Date, decayMs: number): Promise<SignInStanding | undefined> {
    const [row] = await this.db
      .select({ failures: decayed(now, decayMs), lastHeldAttemptAt: signInFailures.lastHeldAttemptAt })
      .from(signInFailures)
      .where(eq(signInFailures.accountKey, accountKey));
    return row && { failures: Number(row.failures), lastHeldAttemptAt: row.lastHeldAttemptAt };
  }

  /** One more failure, on top of the decayed count (in one statement, so concurrent failures all count). */
  async addFailure(accountKey: string, now: Date, decayMs: number, maxFailures: number): Promise<void> {
    await this.db
      .insert(signInFailures)
      .values({ accountKey, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: signInFailures.accountKey,
        set: { failures: sql`least(${maxFailures}::int, ${decayed(now, decayMs)} + 1)`, lastFailureAt: now },
      });
  }

  async forgetFailuresBefore(cutoff: Date): Promise<void> {
    await this.db.delete(signInFailures).where(lt(signInFailures.lastFailureAt, cutoff));
  }

  async clearFailures(accountKey: string): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.accountKey, accountKey));
  }

  /** Takes the held-back account's next attempt if none was let through after `freeAfter`; false if taken. */
  async takeHeldAttempt(accountKey: string, now: Date, freeAfter: Date): Promise<boolean> {
    const taken = await this.db
      .update(signInFailures)
      .set({ lastHeldAttemptAt: now })
      .where(
        and(
          eq(signInFailures.accountKey, accountKey),
          or(isNull(signInFailures.lastHeldAttemptAt), lte(signInFailures.lastHeldAttemptAt, freeAfter)),
        ),
      )
      .returning({ accountKey: signInFailures.accountKey });
    return taken.length > 0;
  }

  /** Whether the account with this (lower-case) address signed in from the client since `since`. */
  async isKnownClient(email: string, clientKey: string, since: Date): Promise<boolean> {
    const rows = await this.db
      .select({ userId: signInKnownClients.userId })
      .from(signInKnownClients)
      .innerJoin(user, eq(user.id, signInKnownClients.userId))
      .where(
        and(
          eq(user.email, email),
          eq(signInKnownClients.clientKey, clientKey),
          gte(signInKnownClients.lastSignInAt, since),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Records the sign-in from the client, forgets the account's clients not seen since `forgetBefore`. */
  async rememberClient(userId: string, clientKey: string, now: Date, forgetBefore: Date): Promise<void> {
    await this.db
      .insert(signInKnownClients)
      .values({ userId, clientKey, lastSignInAt: now })
      .onConflictDoUpdate({
        target: [signInKnownClients.userId, signInKnownClients.clientKey],
        set: { lastSignInAt: now },
      });
    await this.db
      .delete(signInKnownClients)
      .where(and(eq(signInKnownClients.userId, userId), lt(signInKnownClients.lastSignInAt, forgetBefore)));
  }

  async emailOf(userId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    return row?.email;
  }
}
