import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_PROVIDER_LABELS } from '../../../shared/payments';
import type { OrderStatus } from '../../../shared/order-status';
import type { Order } from '../../../shared/orders';
import type { Database } from '../../db/client';
import type { OrderRow, PaymentRow } from '../../db/schema';
import { inTransaction, type Transaction } from '../../db/transaction';
import { OrderReader, OrdersRepository, type OrderLinks, type OrderNotifier } from '../orders';
import { LedgerRepository } from './ledger.repository';
import {
  SILENT_PAYMENT_NOTIFIER,
  type Ledger,
  type PaymentNotifier,
  type VerifiedOnlinePayment,
} from './ledger';

/** Who writes to the ledger: a staff member, or a provider (no id, its name). */
export interface LedgerActor {
  id: string | null;
  name: string;
}

export interface LedgerDependencies {
  db: Database;
  links: OrderLinks;
  /** The orders' notifiers (the mails, the documents), told of the moves a payment makes. */
  orderNotifier: OrderNotifier;
  /** Told of each payment credited or recorded, and of each proof rejected. */
  paymentNotifier?: PaymentNotifier;
  log: FastifyBaseLogger;
}

/**
 * The payment ledger (decision 053): one row per payment, an order's amount paid and balance derived from
 * them. A confirmed order whose payments reach its total becomes paid, in the transaction that wrote the
 * payment.
 */
export class LedgerService implements Ledger {
  constructor(private readonly deps: LedgerDependencies) {}

  get db(): Database {
    return this.deps.db;
  }

  get paymentNotifier(): PaymentNotifier {
    return this.deps.paymentNotifier ?? SILENT_PAYMENT_NOTIFIER;
  }

  /** Runs `work` in one transaction with the orders' and the ledger's SQL bound to it. */
  transaction<T>(
    work: (orders: OrdersRepository, ledger: LedgerRepository, tx: Transaction) => Promise<T>,
  ): Promise<T> {
    return inTransaction(this.deps.db, (tx) => work(new OrdersRepository(tx), new LedgerRepository(tx), tx));
  }

  async creditOnline(tx: Transaction, payment: VerifiedOnlinePayment): Promise<{ credited: boolean }> {
    const orders = new OrdersRepository(tx);
    // The order is locked before the row is written: the row's foreign key takes a share lock on the
    // order, so locking it after would let two credits of one order wait on each other.
    const order = await orders.lockById(payment.orderId);
    if (!order) return { credited: false };
    const provider = PAYMENT_PROVIDER_LABELS[payment.provider];
    const row = await new LedgerRepository(tx).insert({
      id: randomUUID(),
      orderId: order.id,
      amountKobo: payment.amountKobo,
      method: 'online',
      provider: payment.provider,
      reference: payment.reference,
      providerTransactionId: payment.providerTransactionId,
      paidAt: payment.paidAt,
      recordedById: null,
      recordedByName: provider,
    });
    if (!row) return { credited: false };
    await this.settle(tx, order, row, { id: null, name: provider });
    this.deps.log.info(
      { orderId: order.id, reference: payment.reference, amountKobo: payment.amountKobo },
      'online payment credited',
    );
    return { credited: true };
  }

  /**
   * After a payment is written (the order locked): a confirmed order whose payments reach its total
   * becomes paid (a status event by who wrote it, the order's payment method and day from this payment,
   * the orders' notifiers told); then the payment notifier hears of the payment. Answers the order's row.
   */
  async settle(tx: Transaction, order: OrderRow, payment: PaymentRow, actor: LedgerActor): Promise<OrderRow> {
    const orders = new OrdersRepository(tx);
    const paid = await orders.paidKobo(order.id);
    let row = order;
    if (order.status === 'confirmed' && paid >= order.totalKobo) {
      row = await orders.update(order.id, {
        status: 'paid',
        paymentMethod: payment.method,
        paidAt: payment.paidAt,
      });
      await orders.insertEvent({
        id: randomUUID(),
        orderId: order.id,
        kind: 'status',
        fromStatus: 'confirmed',
        toStatus: 'paid',
        note: null,
        actorId: actor.id,
        actorName: actor.name,
      });
      await this.notifyMoved(tx, orders, row, 'confirmed');
    }
    const read = await this.customerOrder(orders, row);
    const told = read.payments.find((candidate) => candidate.id === payment.id);
    if (told) await this.paymentNotifier.received(tx, read, told);
    return row;
  }

  /** Tells the orders' notifiers (the mails, the documents) of a move a payment or a void made. */
  async notifyMoved(tx: Transaction, orders: OrdersRepository, row: OrderRow, from: OrderStatus) {
    await this.deps.orderNotifier.moved(tx, await this.customerOrder(orders, row), from, 'payment');
  }

  /** The order as its customer reads it, inside the transaction. */
  customerOrder(orders: OrdersRepository, row: OrderRow): Promise<Order> {
    return new OrderReader(orders, this.deps.links).many([row], 'customer').then((read) => read[0]!);
  }
}
