import type { Order, OrderPayment, OrderProof } from '../../../shared/orders';
import type { BusinessDetails } from '../../../shared/settings';
import { SHOP } from '../../../shared/shop';
import type { Transaction } from '../../db/transaction';
import type { PaymentNotifier } from '../payments';
import { SettingsRepository, SettingsService } from '../settings';
import {
  onlinePaymentMail,
  paymentReceivedMail,
  proofRejectedMail,
  type OrderMailContext,
} from './order-mails';
import { OutboxRepository, type QueuedMail } from './outbox.repository';
import { sellerMail } from './seller-addresses';

export interface PaymentMailNotifierOptions {
  /** PUBLIC_URL: every link in the mail starts with it. */
  publicUrl: string;
  /** The business details read in the ledger's transaction (the app's settings, with their defaults). */
  businessDetails?: (tx: Transaction) => Promise<BusinessDetails>;
  /** Told when mail was queued (the sender looks at once; what is not committed yet waits for the commit). */
  queued?: () => void;
}

/**
 * The ledger's mail (decision 053), queued in the outbox inside the ledger's transaction, so a payment
 * credited once is mailed once and a rolled-back one never: to the shopper for each payment (with the
 * receipt of that payment) and for a proof of transfer rejected (with the reason); to the seller for each
 * online payment (the business email, or the staff who see orders until one is saved).
 */
export class PaymentMailNotifier implements PaymentNotifier {
  constructor(private readonly options: PaymentMailNotifierOptions) {}

  async received(tx: Transaction, order: Order, payment: OrderPayment): Promise<void> {
    const context = await this.context(tx);
    const mails: QueuedMail[] = [
      { to: order.customer.email, ...paymentReceivedMail(order, payment, context) },
    ];
    if (payment.method === 'online') {
      const sellers = await sellerMail(tx, 'orders.view');
      const seller = onlinePaymentMail(order, payment, context);
      mails.push(...sellers.to.map((to) => ({ to, ...seller })));
    }
    await this.queue(tx, mails);
  }

  async proofRejected(tx: Transaction, order: Order, proof: OrderProof): Promise<void> {
    const context = await this.context(tx);
    await this.queue(tx, [{ to: order.customer.email, ...proofRejectedMail(order, proof, context) }]);
  }

  /** Read in the ledger's transaction (the embedded database runs one transaction at a time). */
  private async context(tx: Transaction): Promise<OrderMailContext> {
    const details = this.options.businessDetails
      ? await this.options.businessDetails(tx)
      : await new SettingsService(new SettingsRepository(tx)).businessDetails();
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
