import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  orderItems,
  orders,
  payments,
  type OrderItemRow,
  type OrderRow,
  type PaymentRow,
} from '../../db/schema';

/** A ledger row with the order it pays: its reference and the customer's name. */
export interface ExportedPayment {
  payment: PaymentRow;
  reference: string;
  firstName: string;
  lastName: string;
}

const ids = (orderIds: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(orderIds)}::jsonb))`;

/** SQL of the orders export: orders placed in a period, a page at a time, and their lines. */
export class OrdersExportRepository {
  constructor(private readonly db: Database) {}

  /**
   * Orders placed from `start` (included) to `end` (excluded), oldest first, after the order `afterId`
   * (keyset paging; the cursor's time is read in SQL, so its microseconds are kept).
   */
  placedBetween(start: Date, end: Date, afterId: string | null, limit: number): Promise<OrderRow[]> {
    const cursor = sql`(select ${orders.createdAt} from ${orders} where ${orders.id} = ${afterId})`;
    return this.db
      .select()
      .from(orders)
      .where(
        and(
          gte(orders.createdAt, start),
          lt(orders.createdAt, end),
          afterId === null
            ? undefined
            : or(
                sql`${orders.createdAt} > ${cursor}`,
                and(sql`${orders.createdAt} = ${cursor}`, sql`${orders.id} > ${afterId}`),
              ),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit);
  }

  /** The lines of these orders, in the order they were placed. */
  linesOf(orderIds: readonly string[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(orderItems)
      .where(sql`${orderItems.orderId} in ${ids(orderIds)}`)
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  }

  /** The kobo paid on each of these orders: the sum of its ledger rows that are not voided (decision 053). */
  async paidOf(orderIds: readonly string[]): Promise<Map<string, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .select({ orderId: payments.orderId, paidKobo: sql<string>`sum(${payments.amountKobo})` })
      .from(payments)
      .where(and(sql`${payments.orderId} in ${ids(orderIds)}`, isNull(payments.voidedAt)))
      .groupBy(payments.orderId);
    return new Map(rows.map((row) => [row.orderId, Number(row.paidKobo)]));
  }

  /**
   * Ledger rows paid from `start` (included) to `end` (excluded), voided ones too, oldest paid first, after
   * the row `afterId` (keyset paging on the time paid and the id, the cursor's time read in SQL).
   */
  async paidBetween(
    start: Date,
    end: Date,
    afterId: string | null,
    limit: number,
  ): Promise<ExportedPayment[]> {
    const cursor = sql`(select ${payments.paidAt} from ${payments} where ${payments.id} = ${afterId})`;
    return this.db
      .select({
        payment: payments,
        reference: orders.reference,
        firstName: orders.firstName,
        lastName: orders.lastName,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          gte(payments.paidAt, start),
          lt(payments.paidAt, end),
          afterId === null
            ? undefined
            : or(
                sql`${payments.paidAt} > ${cursor}`,
                and(sql`${payments.paidAt} = ${cursor}`, sql`${payments.id} > ${afterId}`),
              ),
        ),
      )
      .orderBy(asc(payments.paidAt), asc(payments.id))
      .limit(limit);
  }
}
