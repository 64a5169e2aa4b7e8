import type { OrderStatus } from '../../../shared/order-status';
import type { Order } from '../../../shared/orders';
import type { BusinessDetails } from '../../../shared/settings';
import { SHOP } from '../../../shared/shop';
import type { Transaction } from '../../db/transaction';
import type { OrderMoveCause, OrderNotifier } from '../orders';
import { SettingsRepository, SettingsService } from '../settings';
import { newOrderMail, orderMovedMail, orderReceivedMail, type OrderMailContext } from './order-mails';
import { OutboxRepository, type QueuedMail } from './outbox.repository';
import { sellerMail } from './seller-addresses';

export interface OrderMailNotifierOptions {
  /** PUBLIC_URL: every link in the mail starts with it. */
  publicUrl: string;
  /** The business details read in the order's transaction (the app's settings, with their defaults). */
  businessDetails?: (tx: Transaction) => Promise<BusinessDetails>;
  /** Told when mail was queued (the sender looks at once; what is not committed yet waits for the commit). */
  queued?: () => void;
}

/**
 * The orders' mail, queued in the outbox inside the transaction that records the order or its move:
 * to the shopper (order received; confirmed, paid, dispatched, delivered, cancelled) and, for a new
 * order, to the seller: the business email of the settings, or, until one is saved, the
 * staff who see orders (the mail names the customer).
 */
export class OrderMailNotifier implements OrderNotifier {
  constructor(private readonly options: OrderMailNotifierOptions) {}

  async placed(tx: Transaction, order: Order): Promise<void> {
    const sellers = await sellerMail(tx, 'orders.view');
    const context = this.context(await this.businessDetails(tx));
    const seller = newOrderMail(order, context);
    await this.queue(tx, [
      { to: order.customer.email, ...orderReceivedMail(order, context) },
      ...sellers.to.map((to) => ({ to, ...seller })),
    ]);
  }

  async moved(tx: Transaction, order: Order, from: OrderStatus, cause?: OrderMoveCause): Promise<void> {
    // A move the ledger made is told by its "Payment received" mail (one mail per payment, not two).
    if (order.status === from || cause === 'payment') return;
    const mail = orderMovedMail(order, this.context(await this.businessDetails(tx)));
    if (mail) await this.queue(tx, [{ to: order.customer.email, ...mail }]);
  }

  /** Read in the order's transaction (the embedded database runs one transaction at a time). */
  private businessDetails(tx: Transaction): Promise<BusinessDetails> {
    if (this.options.businessDetails) return this.options.businessDetails(tx);
    return new SettingsService(new SettingsRepository(tx)).businessDetails();
  }

  private context(details: BusinessDetails): OrderMailContext {
    return {
      shopName: details.tradingName.trim() || SHOP.name,
      publicUrl: this.options.publicUrl,
      whatsapp: details.whatsapp,
    };
  }

  private async queue(tx: Transaction, mails: QueuedMail[]): Promise<void> {
    await OutboxRepository.enqueue(tx, mails);
    this.options.queued?.();
  }
}
