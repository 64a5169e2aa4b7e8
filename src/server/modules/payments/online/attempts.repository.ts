import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { PaymentProvider, PayPart } from '../../../../shared/payments';
import type { Database } from '../../../db/client';
import { paymentAttempts, type PaymentAttemptRow } from '../../../db/schema';

/** The gaps between the recovery job's checks of a pending attempt: 1, 2, 5, then every 10 minutes. */
export const CHECK_GAPS_MS = [60_000, 2 * 60_000, 5 * 60_000, 10 * 60_000] as const;
/** A pending attempt still unpaid this long after it started is abandoned. */
export const GIVE_UP_MS = 24 * 60 * 60_000;
/** An attempt left `starting` this long (its process stopped before the provider answered) is checked. */
export const STUCK_STARTING_MS = 5 * 60_000;

const gap = (checks: number) => CHECK_GAPS_MS[Math.min(checks, CHECK_GAPS_MS.length - 1)]!;

/** The SQL of payment attempts: one row per try at paying online, `<order reference>-P<n>`. */
export class AttemptsRepository {
  constructor(private readonly db: Database) {}

  /** The next attempt of the order (the caller holds the order's row lock, so numbers never collide). */
  async insert(input: {
    orderId: string;
    orderReference: string;
    provider: PaymentProvider;
    part: PayPart;
    amountKobo: number;
  }): Promise<PaymentAttemptRow> {
    const [last] = await this.db
      .select({ number: sql<number>`coalesce(max(${paymentAttempts.number}), 0)::int` })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, input.orderId));
    const number = (last?.number ?? 0) + 1;
    const [row] = await this.db
      .insert(paymentAttempts)
      .values({
        id: randomUUID(),
        orderId: input.orderId,
        number,
        reference: `${input.orderReference}-P${number}`,
        provider: input.provider,
        part: input.part,
        amountKobo: input.amountKobo,
        status: 'starting',
      })
      .returning();
    return row!;
  }

  async findByReference(reference: string): Promise<PaymentAttemptRow | undefined> {
    const rows = await this.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, reference))
      .limit(1);
    return rows[0];
  }

  /** The attempt, locked until the transaction ends (a credit and its status move queue up). */
  async lockByReference(reference: string): Promise<PaymentAttemptRow | undefined> {
    const rows = await this.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, reference))
      .for('update')
      .limit(1);
    return rows[0];
  }

  /** The shopper has the provider's page. */
  async setPending(id: string, checkoutUrl: string | null): Promise<void> {
    await this.db
      .update(paymentAttempts)
      .set({ status: 'pending', checkoutUrl, updatedAt: sql`now()` })
      .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'starting')));
  }

  async setPaid(id: string): Promise<void> {
    await this.db
      .update(paymentAttempts)
      .set({ status: 'paid', detail: null, updatedAt: sql`now()` })
      .where(eq(paymentAttempts.id, id));
  }

  /** Failed or abandoned, with why; never an attempt already paid. */
  async setClosed(id: string, status: 'failed' | 'abandoned', detail: string): Promise<void> {
    await this.db
      .update(paymentAttempts)
      .set({ status, detail: detail.slice(0, 500), updatedAt: sql`now()` })
      .where(and(eq(paymentAttempts.id, id), ne(paymentAttempts.status, 'paid')));
  }

  /**
   * The attempts the recovery job checks now: pending ones whose next check is due (1 minute after they
   * started, then 2, 5 and every 10 minutes after the last check), and ones stuck `starting`. Oldest
   * first; each is claimed for this turn by moving its check time on (SKIP LOCKED: two processes never
   * check one attempt at once).
   */
  async claimDue(limit: number): Promise<PaymentAttemptRow[]> {
    const dueAfter = (checks: number) => sql`${gap(checks)} * interval '1 millisecond'`;
    const due = or(
      and(
        eq(paymentAttempts.status, 'pending'),
        or(
          and(isNull(paymentAttempts.checkedAt), lte(paymentAttempts.createdAt, sql`now() - ${dueAfter(0)}`)),
          sql`${paymentAttempts.checkedAt} <= now() - (case ${paymentAttempts.checks}
            when 0 then ${dueAfter(0)} when 1 then ${dueAfter(1)} when 2 then ${dueAfter(2)}
            else ${dueAfter(3)} end)`,
        ),
      ),
      and(
        eq(paymentAttempts.status, 'starting'),
        lte(paymentAttempts.createdAt, sql`now() - ${STUCK_STARTING_MS} * interval '1 millisecond'`),
      ),
    );
    const ids = this.db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(due)
      .orderBy(paymentAttempts.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(paymentAttempts)
      .set({ checks: sql`${paymentAttempts.checks} + 1`, checkedAt: sql`now()` })
      .where(inArray(paymentAttempts.id, ids))
      .returning();
  }

  /** The attempts of an order (the tests and the desk read them), oldest first. */
  ofOrder(orderId: string): Promise<PaymentAttemptRow[]> {
    return this.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId))
      .orderBy(paymentAttempts.number);
  }
}
