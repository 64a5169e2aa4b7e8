/**
 * The payment ledger's words and sums (decision 053), without zod: the order status page reads them. An
 * order's amount paid is the sum of its payments that are not voided; its balance what is left of the
 * total; a deposit, when the order asks one, is a percentage of the total paid first. Kobo inside.
 */
import { formatNaira } from './money';
import type { OrderStatus } from './order-status';

export const LEDGER_METHODS = ['online', 'bank_transfer', 'cash', 'pos', 'card', 'other'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];
/** What staff may record by hand (online payments come from a provider only). */
export const MANUAL_METHODS = ['bank_transfer', 'cash', 'pos', 'card', 'other'] as const;
export type ManualMethod = (typeof MANUAL_METHODS)[number];

export const PAYMENT_PROVIDERS = ['paystack', 'flutterwave'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProvider, string> = {
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
};

export const LEDGER_METHOD_LABELS: Record<LedgerMethod, string> = {
  online: 'Online',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  pos: 'POS',
  card: 'Card',
  other: 'Other',
};

/** "Online (Paystack)", "Bank transfer". */
export function paymentMethodLabel(method: LedgerMethod, provider: PaymentProvider | null): string {
  const label = LEDGER_METHOD_LABELS[method] ?? method;
  return method === 'online' && provider ? `${label} (${PAYMENT_PROVIDER_LABELS[provider]})` : label;
}

/** What the shopper chose to pay online: the deposit, or the whole balance. */
export const PAY_PARTS = ['deposit', 'balance'] as const;
export type PayPart = (typeof PAY_PARTS)[number];

export const PROOF_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

export const PAYMENT_MESSAGES = {
  amountPositive: 'Amount must be more than 0',
  method: 'Please choose how it was paid',
  voidReason: 'Please give the reason for voiding this payment',
  alreadyVoided: 'This payment is already voided',
  unknownPayment: 'This order has no such payment',
  awaitingConfirmation: 'This order is not confirmed yet: confirm it before recording a payment',
  cancelled: 'This order is cancelled: it takes no payment',
  depositPercent: 'The deposit must be a whole percentage from 0 to 100',
  depositAfterPayment: 'The deposit can no longer be changed: this order has been paid',
  onlineVoid: 'An online payment is voided at the provider: refund it there, then record the refund',
  nothingDue: 'Nothing is left to pay on this order',
  notConfirmedToPay: 'This order is not confirmed yet: the seller will send you a payment link once it is',
  noProvider: 'Online payment is not available: pay by bank transfer',
  providerDown:
    'We could not reach the payment provider, and nothing was charged. Please try again in a moment.',
  proofFile: 'Please choose a picture or a PDF of the transfer',
  proofReason: 'Please give the reason the proof is rejected',
  proofDecided: 'This proof was already accepted or rejected',
  unknownProof: 'This order has no such proof of payment',
  proofUploaded: 'Thank you: we will check your transfer and confirm it here.',
} as const;

/** Labels of the money an order's pages and documents show. */
export const PAYMENT_LABELS = {
  amountPaid: 'Amount paid',
  balance: 'Balance',
  payDeposit: (amount: number) => `Pay deposit ${formatNaira(amount)}`,
  pay: (amount: number) => `Pay ${formatNaira(amount)}`,
  partPaid: (paid: number, total: number) => `Part-paid: ${formatNaira(paid)} of ${formatNaira(total)}`,
  toRefund: (amount: number) => `To refund: ${formatNaira(amount)}`,
  recordPayment: 'Record payment',
  tryAgain: 'Try again',
  copyPayLink: 'Copy pay link',
  sendPayLink: 'Send pay link on WhatsApp',
} as const;

export interface LedgerFigures {
  totalKobo: number;
  status: OrderStatus;
  depositPercent: number;
  /** The kobo of the payments that are not voided. */
  paidKobo: number;
}

/** The deposit of a total: its percentage, rounded to the kobo. */
export function depositKobo(totalKobo: number, depositPercent: number): number {
  return Math.round((totalKobo * depositPercent) / 100);
}

/** What is left to pay (0 for a cancelled order: nothing more is asked). */
export function balanceKobo(figures: LedgerFigures): number {
  return figures.status === 'cancelled' ? 0 : Math.max(0, figures.totalKobo - figures.paidKobo);
}

/**
 * The deposit still asked: before the order is paid, while what was paid is below the deposit. 0 when
 * the order asks none.
 */
export function depositDueKobo(figures: LedgerFigures): number {
  if (figures.depositPercent <= 0) return 0;
  if (figures.status !== 'awaiting_confirmation' && figures.status !== 'confirmed') return 0;
  const deposit = Math.min(depositKobo(figures.totalKobo, figures.depositPercent), figures.totalKobo);
  return Math.max(0, deposit - figures.paidKobo);
}

/** Money received beyond the total (all of it for a cancelled order): the desk's "To refund". */
export function refundDueKobo(figures: LedgerFigures): number {
  return figures.status === 'cancelled'
    ? figures.paidKobo
    : Math.max(0, figures.paidKobo - figures.totalKobo);
}

/** The amount a bare pay link asks: the deposit while one is due, else the balance. */
export function amountAskedKobo(figures: LedgerFigures, part?: PayPart): number {
  const deposit = depositDueKobo(figures);
  if (part === 'balance') return balanceKobo(figures);
  if (part === 'deposit') return deposit;
  return deposit > 0 ? deposit : balanceKobo(figures);
}

/** The shop's own pay link of an order (stable, never expires). */
export function payPath(reference: string, part?: PayPart): string {
  const path = `/orders/${encodeURIComponent(reference)}/pay`;
  return part ? `${path}?part=${part}` : path;
}
