/**
 * An order's money beyond its lines: delivery to the customer's state (from the shop settings, or
 * quoted on WhatsApp), installation of the lines that asked for it, a discount staff may give before
 * confirmation, and the payment staff record when they mark it paid. Kobo inside, naira on the wire.
 * Without zod: the footer and the order page read these labels.
 */
import { formatNaira } from './money';

export const ORDER_MONEY_MESSAGES = {
  amountNumber: 'Amount must be a number',
  amountNegative: 'Amount must be 0 or more',
  amountTooLarge: 'Amount is too large',
  amountKobo: 'Amount can have at most 2 decimal places',
  nothingToChange: 'Nothing to change',
  paymentMethod: 'Please choose how the order was paid',
  paidOn: 'Please give the date of payment',
  paidOnFuture: 'The date of payment cannot be in the future',
  cancelled: 'This order is cancelled: its prices and fees can no longer be changed',
  afterConfirmation: 'This order is confirmed: its prices and fees can no longer be changed',
  afterDeposit: 'A payment was made on this order: its prices and fees can no longer be changed',
  unknownLine: 'This order has no such line',
  discountTooLarge: 'The discount cannot be more than the order total',
  installationNotOffered: (name: string) => `${name} is not installed by the seller`,
  deliveryQuoted: 'Delivery quoted on WhatsApp',
  /** The same as the amount of a "Delivery" row (documents, mails): never "Delivery: Delivery quoted...". */
  quotedAmount: 'Quoted on WhatsApp',
  /** The amount of the "Delivery" row of an order the shopper picks up. */
  pickupAmount: 'None (pick up from our showroom)',
} as const;

/** Labels of the checkout's and documents' fee lines. */
export const FEE_LABELS = {
  delivery: 'Delivery',
  installation: 'Installation',
  discount: 'Discount',
} as const;

/** One billion naira: well above any order, well inside a PostgreSQL bigint of kobo. */
export const ORDER_AMOUNT_MAX = 1_000_000_000;

export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'pos', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  pos: 'POS',
  card: 'Card',
  other: 'Other',
};

export interface OrderMoneyKobo {
  subtotalKobo: number;
  /** null while delivery is quoted on WhatsApp (it then adds nothing yet). */
  deliveryFeeKobo: number | null;
  installationFeeKobo: number;
  discountKobo: number;
}

/** subtotal + delivery + installation - discount, never below 0. */
export function orderTotalKobo(money: OrderMoneyKobo): number {
  const gross = money.subtotalKobo + (money.deliveryFeeKobo ?? 0) + money.installationFeeKobo;
  return Math.max(0, gross - money.discountKobo);
}

/** One fee between the subtotal and the total, as documents and mail print it. */
export interface FeeRow {
  label: string;
  amount: string;
  /** The delivery row of an order whose delivery is quoted on WhatsApp (its amount says so). */
  quoted?: true;
}

/**
 * The fee rows of an order's money: delivery (its fee, or "Quoted on WhatsApp"; none while no
 * state is chosen), then installation and the discount when there are any.
 */
export function feeRows(money: {
  /** 'pickup': the delivery row says the order is collected from the showroom. */
  deliveryMethod?: 'delivery' | 'pickup';
  deliveryFee?: number | null;
  installationFee?: number;
  discount?: number;
}): FeeRow[] {
  const rows: FeeRow[] = [];
  if (money.deliveryMethod === 'pickup')
    rows.push({ label: FEE_LABELS.delivery, amount: ORDER_MONEY_MESSAGES.pickupAmount });
  else if (money.deliveryFee === null)
    rows.push({ label: FEE_LABELS.delivery, amount: ORDER_MONEY_MESSAGES.quotedAmount, quoted: true });
  else if (money.deliveryFee !== undefined)
    rows.push({ label: FEE_LABELS.delivery, amount: formatNaira(money.deliveryFee) });
  if (money.installationFee)
    rows.push({ label: FEE_LABELS.installation, amount: formatNaira(money.installationFee) });
  if (money.discount) rows.push({ label: FEE_LABELS.discount, amount: `-${formatNaira(money.discount)}` });
  return rows;
}
