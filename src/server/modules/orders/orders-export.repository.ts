import { and, asc, gte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders, type OrderItemRow, type OrderRow } from '../../db/schema';

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
      .where(
        sql`${orderItems.orderId} in (select jsonb_array_elements_text(${JSON.stringify(orderIds)}::jsonb))`,
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  }
}
