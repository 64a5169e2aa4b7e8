import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { orderEvents, orders, type NewOrderEventRow, type OrderRow } from '../../db/schema';

/** SQL of the desk's "Waiting for a chat": the orders still awaiting confirmation, and the follow-up mark. */
export class OrdersFollowUpRepository {
  constructor(private readonly db: Database) {}

  inTransaction<T>(work: (repository: OrdersFollowUpRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (tx) => work(new OrdersFollowUpRepository(tx)));
  }

  /** Orders awaiting confirmation placed before `placedBefore`, oldest first (orders_status_created_idx). */
  waiting(placedBefore: Date, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'awaiting_confirmation'), lt(orders.createdAt, placedBefore)))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit);
  }

  /** The order, locked until the transaction ends (a status move meanwhile waits, or is waited for). */
  async lockByReference(reference: string): Promise<OrderRow | undefined> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.reference, reference))
      .for('update')
      .limit(1);
    return rows[0];
  }

  /** Records the mark on the order and its event in the history. */
  async markFollowedUp(event: NewOrderEventRow & { createdAt: Date }): Promise<OrderRow> {
    const [row] = await this.db
      .update(orders)
      .set({ followedUpAt: event.createdAt, followedUpBy: event.actorName })
      .where(eq(orders.id, event.orderId))
      .returning();
    await this.db.insert(orderEvents).values(event);
    return row!;
  }
}
