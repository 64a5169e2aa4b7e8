import type { Order } from './orders';

/**
 * An order's documents as links and pages know them, without zod (the order status page stays small):
 * the kinds, their titles, the page and PDF addresses, which orders have which document, and the days
 * they print (in Lagos).
 */

export const DOCUMENT_KINDS = ['proforma', 'receipt'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  proforma: 'Proforma invoice',
  receipt: 'Receipt',
};

export const DOCUMENT_MESSAGES = {
  receiptNotPaid: 'The receipt is ready once the order is paid',
  /** A payment's receipt asked for a payment the order does not have (or that was voided). */
  noSuchPayment: 'This order has no such payment',
  proformaCancelled: 'This order is cancelled: it has no proforma invoice',
  /** A document issued before the owner saved a bank account. */
  bankOnRequest: 'Bank details on request',
} as const;

/** The PDF's address, from the browser (same origin) or a mail (with the shop's public URL before it). */
export function documentPdfPath(reference: string, kind: DocumentKind): string {
  return `/api/orders/${encodeURIComponent(reference)}/${kind}.pdf`;
}

/** One payment's receipt (PDF), from the browser or a mail (with the shop's public URL before it). */
export function paymentReceiptPath(reference: string, paymentId: string): string {
  return `/api/orders/${encodeURIComponent(reference)}/payments/${encodeURIComponent(paymentId)}/receipt.pdf`;
}

/** The printable page's address. */
export function documentPagePath(reference: string, kind: DocumentKind): string {
  return `/orders/${encodeURIComponent(reference)}/${kind}`;
}

/** The PDF's file name: GE-1001-proforma.pdf. */
export function documentFileName(reference: string, kind: DocumentKind): string {
  return `${reference.replace(/[^A-Za-z0-9-]/g, '')}-${kind}.pdf`;
}

/**
 * Whether the order has its final receipt: paid in full (paid or further along, its payment recorded and
 * no balance left in the ledger: a payment voided after dispatch takes the receipt away until it is paid
 * again). `balance` may be left out by a caller that has not read the ledger.
 */
export function hasReceipt(
  order: Pick<Order, 'status' | 'payment'> & Partial<Pick<Order, 'balance'>>,
): boolean {
  return (
    ['paid', 'dispatched', 'delivered'].includes(order.status) &&
    order.payment !== null &&
    (order.balance ?? 0) === 0
  );
}

/** Whether the order has a proforma invoice: any order not cancelled. */
export function hasProforma(order: Pick<Order, 'status'>): boolean {
  return order.status !== 'cancelled';
}

const LONG_DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** A day as documents print it: "5 March 2026" (the text as given when it is not a day). */
export function formatDocumentDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : LONG_DAY.format(date);
}
