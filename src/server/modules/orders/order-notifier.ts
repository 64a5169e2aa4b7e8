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
