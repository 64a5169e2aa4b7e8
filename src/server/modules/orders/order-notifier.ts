import type { OrderStatus } from '../../../shared/order-status';
import type { Order } from '../../../shared/orders';
import type { Transaction } from '../../db/transaction';

/**
 * What the orders module tells the rest of the shop, inside the transaction that records it (so a
 * mail queued for it commits or rolls back with it). The order is as its customer reads it.
 */
export interface OrderNotifier {
  placed(tx: Transaction, order: Order): Promise<void>;
  /**
   * `cause` 'payment': the ledger moved it (a payment settled it, a void reopened it); the ledger's own
   * notifier tells the shopper of the payment, so the mail says nothing more of the move.
   */
  moved(tx: Transaction, order: Order, from: OrderStatus, cause?: OrderMoveCause): Promise<void>;
}

/** What moved an order when it was not staff on the desk: the ledger, through a payment or a void. */
export type OrderMoveCause = 'payment';

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

  async moved(tx: Transaction, order: Order, from: OrderStatus, cause?: OrderMoveCause): Promise<void> {
    for (const notifier of this.notifiers) await notifier.moved(tx, order, from, cause);
  }
}
