import type { OrderStatus } from '../../../shared/order-status';
import type { Order } from '../../../shared/orders';
import type { Transaction } from '../../db/transaction';

/**
 * What the orders module tells the rest of the shop, inside the transaction that records it (so a
 * mail queued for it commits or rolls back with it). The order is as its customer reads it.
 */
export interface OrderNotifier {
  placed(tx: Transaction, order: Order): Promise<void>;
  moved(tx: Transaction, order: Order, from: OrderStatus): Promise<void>;
}

/** Tells nobody: for tests and tools that run the orders module alone. */
export const SILENT_NOTIFIER: OrderNotifier = {
  placed: async () => {},
  moved: async () => {},
};

/** The notifiers of the shop, told in turn in the order they were added (the mail, then the documents). */
export class OrderNotifiers implements OrderNotifier {
  private readonly notifiers: OrderNotifier[] = [];

  add(notifier: OrderNotifier): void {
    this.notifiers.push(notifier);
  }

  async placed(tx: Transaction, order: Order): Promise<void> {
    for (const notifier of this.notifiers) await notifier.placed(tx, order);
  }

  async moved(tx: Transaction, order: Order, from: OrderStatus): Promise<void> {
    for (const notifier of this.notifiers) await notifier.moved(tx, order, from);
  }
}
