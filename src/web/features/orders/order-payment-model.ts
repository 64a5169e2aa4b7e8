import type { Order, OrderPayOptions } from '../../../shared/orders';
import { PAYMENT_LABELS, payPath } from '../../../shared/payments';
import type { OrderStatus } from '../../../shared/order-status';

/**
 * What the order status page says about paying (decision 053), without zod: the storefront loads it.
 * Money is asked once the seller has confirmed the order; a late transfer may still come on a paid,
 * dispatched or delivered order that a voided payment left with a balance.
 */
const PAYABLE: readonly OrderStatus[] = ['confirmed', 'paid', 'dispatched', 'delivered'];

export interface PayLink {
  label: string;
  href: string;
}

export interface OrderPaymentView {
  /** "Part-paid: ₦X of ₦Y" while 0 < paid < total; null otherwise. */
  partPaid: string | null;
  /** The online pay links: the deposit beside the balance while a deposit is due, else the balance. */
  payLinks: PayLink[];
  /** Whether the bank details and the proof upload are shown. */
  showBank: boolean;
}

export function orderPaymentView(order: Order, pay: OrderPayOptions): OrderPaymentView {
  const due = PAYABLE.includes(order.status) && order.balance > 0;
  const partPaid =
    order.amountPaid > 0 && order.amountPaid < order.total
      ? PAYMENT_LABELS.partPaid(order.amountPaid, order.total)
      : null;
  const payLinks: PayLink[] = [];
  if (due && pay.online && order.status === 'confirmed') {
    if (order.depositDue > 0)
      payLinks.push({
        label: PAYMENT_LABELS.payDeposit(order.depositDue),
        href: payPath(order.reference, 'deposit'),
      });
    payLinks.push({ label: PAYMENT_LABELS.pay(order.balance), href: payPath(order.reference, 'balance') });
  }
  return { partPaid, payLinks, showBank: due && pay.bank !== null };
}

/**
 * The attempt's reference the provider sent the shopper back with: Paystack adds `reference` and
 * `trxref`, Flutterwave `tx_ref`. Null when the page was not opened from a provider.
 */
export function returnReference(search: URLSearchParams): string | null {
  for (const key of ['reference', 'trxref', 'tx_ref']) {
    const value = search.get(key)?.trim();
    if (value) return value;
  }
  return null;
}

/** The query keys a provider's return adds, taken off the address once it is checked. */
export const RETURN_KEYS = ['reference', 'trxref', 'tx_ref', 'status', 'transaction_id'] as const;

/** The pay link sent the shopper back here because the provider could not be reached. */
export function paymentUnavailable(search: URLSearchParams): boolean {
  return search.get('payment') === 'unavailable';
}

/**
 * The amount the shopper says they sent (naira, optional): '' is none, a positive number with at most
 * two decimals is taken, anything else is refused (undefined).
 */
export function proofAmount(value: string): number | null | undefined {
  const trimmed = value.replace(/[₦,\s]/g, '');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const amount = Number(trimmed);
  return amount > 0 ? amount : undefined;
}
