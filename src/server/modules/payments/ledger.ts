import type { Order, OrderPayment, OrderProof } from '../../../shared/orders';
import type { PaymentProvider } from '../../../shared/payments';
import type { Transaction } from '../../db/transaction';

/**
 * The payment ledger's seams (decision 053): what the online payments (providers, webhooks, the recovery
 * job) ask of the ledger, and what the ledger tells the mails. The ledger service implements `Ledger`;
 * the notifications module implements `PaymentNotifier`.
 */

/** A transaction the provider verified: status success, the amount and currency asked. */
export interface VerifiedOnlinePayment {
  orderId: string;
  provider: PaymentProvider;
  /** The attempt's reference (GE-1001-P2): with the provider, the ledger's unique key. */
  reference: string;
  amountKobo: number;
  /** The provider's time of payment. */
  paidAt: Date;
  providerTransactionId: string | null;
}

export interface Ledger {
  /**
   * Credits a verified online payment exactly once, in the caller's transaction: the row is inserted with
   * `on conflict (provider, reference) do nothing`, and only a row actually inserted settles the order (a
   * confirmed order whose balance reaches 0 becomes paid) and tells the notifier. Answers whether this call
   * credited it.
   */
  creditOnline(tx: Transaction, payment: VerifiedOnlinePayment): Promise<{ credited: boolean }>;
}

/** Told in the ledger's transaction (the mails are queued with it). */
export interface PaymentNotifier {
  /** A payment was credited or recorded: the shopper's mail with the receipt link; the seller's for online. */
  received(tx: Transaction, order: Order, payment: OrderPayment): Promise<void>;
  /** Staff rejected a proof of transfer: the shopper's mail with the reason. */
  proofRejected(tx: Transaction, order: Order, proof: OrderProof): Promise<void>;
}

export const SILENT_PAYMENT_NOTIFIER: PaymentNotifier = {
  received: async () => {},
  proofRejected: async () => {},
};
