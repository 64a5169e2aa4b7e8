import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  orders,
  paymentFiles,
  paymentProofs,
  payments,
  type NewPaymentRow,
  type OrderRow,
  type PaymentFileRow,
  type PaymentProofRow,
  type PaymentRow,
} from '../../db/schema';

/** Statuses whose balance is still owed to the shop (a cancelled order owes nothing). */
export const OWING_STATUSES = ['confirmed', 'paid', 'dispatched', 'delivered'] as const;

/** The kobo still owed by an order: its total less its payments that are not voided. */
const balanceOf = sql<number>`(${orders.totalKobo} - coalesce((
  select sum(${payments.amountKobo}) from ${payments}
  where ${payments.orderId} = ${orders.id} and ${payments.voidedAt} is null
), 0))`;

/** SQL for the payment ledger, the shoppers' proofs of transfer and the payment files. */
export class LedgerRepository {
  constructor(private readonly db: Database) {}

  /**
   * Inserts a ledger row and answers it; an online row whose provider and reference are already in the
   * ledger is left alone (the unique index, not a check in memory: undefined then). Concurrent inserts of
   * the same online payment wait for each other's transaction, and only the first inserts.
   */
  async insert(row: NewPaymentRow): Promise<PaymentRow | undefined> {
    const [inserted] = await this.db
      .insert(payments)
      .values(row)
      .onConflictDoNothing({
        target: [payments.provider, payments.reference],
        where: sql`${payments.provider} is not null`,
      })
      .returning();
    return inserted;
  }

  async find(orderId: string, id: string): Promise<PaymentRow | undefined> {
    const rows = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.id, id)))
      .limit(1);
    return rows[0];
  }

  /** Marks the row voided (kept, with who and why); undefined when it already was. */
  async markVoided(
    id: string,
    by: { id: string; name: string },
    reason: string,
  ): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .update(payments)
      .set({ voidedAt: new Date(), voidedById: by.id, voidedByName: by.name, voidReason: reason })
      .where(and(eq(payments.id, id), isNull(payments.voidedAt)))
      .returning();
    return row;
  }

  async insertFile(row: typeof paymentFiles.$inferInsert): Promise<void> {
    await this.db.insert(paymentFiles).values(row);
  }

  /** The file of the order, bytes and all. */
  async findFile(orderId: string, id: string): Promise<PaymentFileRow | undefined> {
    const rows = await this.db
      .select()
      .from(paymentFiles)
      .where(and(eq(paymentFiles.orderId, orderId), eq(paymentFiles.id, id)))
      .limit(1);
    return rows[0];
  }

  /** Whether the order has this file (without reading its bytes). */
  async hasFile(orderId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: paymentFiles.id })
      .from(paymentFiles)
      .where(and(eq(paymentFiles.orderId, orderId), eq(paymentFiles.id, id)))
      .limit(1);
    return rows.length > 0;
  }

  async insertProof(row: typeof paymentProofs.$inferInsert): Promise<void> {
    await this.db.insert(paymentProofs).values(row);
  }

  /** The order's proof, locked until the transaction ends (two decisions on it queue up). */
  async lockProof(orderId: string, id: string): Promise<PaymentProofRow | undefined> {
    const rows = await this.db
      .select()
      .from(paymentProofs)
      .where(and(eq(paymentProofs.orderId, orderId), eq(paymentProofs.id, id)))
      .for('update')
      .limit(1);
    return rows[0];
  }

  async decideProof(
    id: string,
    decision: Pick<
      PaymentProofRow,
      'status' | 'reason' | 'paymentId' | 'decidedById' | 'decidedByName' | 'amountKobo'
    >,
  ): Promise<PaymentProofRow> {
    const [row] = await this.db
      .update(paymentProofs)
      .set({ ...decision, decidedAt: new Date() })
      .where(eq(paymentProofs.id, id))
      .returning();
    return row!;
  }

  /**
   * The orders with a balance outstanding (confirmed to delivered), oldest first, with how many they are
   * and the kobo they owe together.
   */
  async outstanding(
    offset: number,
    limit: number,
  ): Promise<{ rows: OrderRow[]; total: number; balanceKobo: number }> {
    const where = and(inArray(orders.status, [...OWING_STATUSES]), sql`${balanceOf} > 0`);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .offset(offset)
        .limit(limit),
      this.db
        .select({ total: count(), balance: sql<string | null>`sum(${balanceOf})` })
        .from(orders)
        .where(where),
    ]);
    return {
      rows,
      total: totals[0]?.total ?? 0,
      balanceKobo: Number(totals[0]?.balance ?? 0),
    };
  }
}
