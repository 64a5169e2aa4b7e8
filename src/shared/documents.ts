import { z } from 'zod';
import { amountInWords } from './amount-in-words';
import { koboToNaira, nairaToKobo } from './money';
import { PAYMENT_METHOD_LABELS } from './order-money';
import type { Order } from './orders';
import { formatPhone } from './phone';
import type { BusinessDetails } from './settings';

/**
 * The order's documents: a proforma invoice (any order not cancelled) and a receipt (once paid). One
 * model, built here from the order and the business details, feeds the printable page and the PDF, so
 * both say the same. Money is naira here, as on the wire; dates are days in Lagos (YYYY-MM-DD).
 */

export const DOCUMENT_KINDS = ['proforma', 'receipt'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  proforma: 'Proforma invoice',
  receipt: 'Receipt',
};

export const DOCUMENT_MESSAGES = {
  receiptNotPaid: 'The receipt is ready once the order is paid',
  proformaCancelled: 'This order is cancelled: it has no proforma invoice',
} as const;

/** The PDF's address, from the browser (same origin) or a mail (with the shop's public URL before it). */
export function documentPdfPath(reference: string, kind: DocumentKind): string {
  return `/api/orders/${encodeURIComponent(reference)}/${kind}.pdf`;
}

/** The printable page's address. */
export function documentPagePath(reference: string, kind: DocumentKind): string {
  return `/orders/${encodeURIComponent(reference)}/${kind}`;
}

/** The PDF's file name: GE-1001-proforma.pdf. */
export function documentFileName(reference: string, kind: DocumentKind): string {
  return `${reference.replace(/[^A-Za-z0-9-]/g, '')}-${kind}.pdf`;
}

const LAGOS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const LONG_DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** The day in Lagos of a moment: 2026-03-05. */
export function lagosDay(moment: Date | string): string {
  return LAGOS_DAY.format(new Date(moment));
}

/** A day plus some days: 2026-02-27 + 7 -> 2026-03-06. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A day as documents print it: "5 March 2026" (the text as given when it is not a day). */
export function formatDocumentDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : LONG_DAY.format(date);
}

/** Whether the order has a receipt: paid (or further along) with its payment recorded. */
export function hasReceipt(order: Pick<Order, 'status' | 'payment'>): boolean {
  return ['paid', 'dispatched', 'delivered'].includes(order.status) && order.payment !== null;
}

/** Whether the order has a proforma invoice: any order not cancelled. */
export function hasProforma(order: Pick<Order, 'status'>): boolean {
  return order.status !== 'cancelled';
}

export const documentLineSchema = z.object({
  name: z.string(),
  brand: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** Installation of the line's units when the shopper asked for it (naira); null otherwise. */
  installation: z.number().nullable(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

/** GET /api/orders/:reference/documents/:kind: everything the printable page and the PDF show. */
export const orderDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  reference: z.string(),
  /** The document's day: the order's day for a proforma, the day paid for a receipt. */
  date: z.string(),
  orderedOn: z.string(),
  seller: z.object({
    tradingName: z.string(),
    address: z.string(),
    rcNumber: z.string(),
    /** As people read them; blank ones left out. */
    phones: z.array(z.string()),
    email: z.string(),
  }),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    /** Street, city, state and postcode, one per line. */
    addressLines: z.array(z.string()),
  }),
  lines: z.array(documentLineSchema),
  /** Whether any line asked for installation (the table then has the column). */
  showInstallation: z.boolean(),
  subtotal: z.number(),
  /** null: quoted on WhatsApp. */
  deliveryFee: z.number().nullable(),
  installationFee: z.number(),
  discount: z.number(),
  total: z.number(),
  totalInWords: z.string(),
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }),
  /** Proforma only: the order's day plus the validity of a proforma. */
  validUntil: z.string().nullable(),
  /** Receipt only: how and when the order was paid. */
  payment: z.object({ method: z.string(), paidOn: z.string() }).nullable(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/**
 * The document of an order. The caller has checked the order has one (`hasProforma`, `hasReceipt`): a
 * receipt of an order without a payment is refused here too.
 */
export function buildOrderDocument(
  kind: DocumentKind,
  order: Order,
  business: BusinessDetails,
): OrderDocument {
  if (kind === 'receipt' && !order.payment) throw new Error('An order without a payment has no receipt');
  const orderedOn = lagosDay(order.createdAt);
  const { customer } = order;
  const lines = order.items.map((item) => ({
    name: item.name,
    brand: item.brand,
    quantity: item.quantity,
    unitPrice: item.price,
    lineTotal: item.lineTotal,
    installation:
      item.installationFee === null ? null : koboToNaira(nairaToKobo(item.installationFee) * item.quantity),
  }));
  return {
    kind,
    title: DOCUMENT_TITLES[kind],
    reference: order.reference,
    date: kind === 'receipt' ? order.payment!.paidOn : orderedOn,
    orderedOn,
    seller: {
      tradingName: business.tradingName,
      address: business.address,
      rcNumber: business.rcNumber,
      phones: [business.phone, business.otherPhone].filter(Boolean).map(formatPhone),
      email: business.email,
    },
    customer: {
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
      phone: customer.phone ? formatPhone(customer.phone) : '',
      addressLines: [
        customer.address,
        customer.city,
        [customer.state, customer.zipCode].join(' ').trim(),
      ].filter(Boolean),
    },
    lines,
    showInstallation: lines.some((line) => line.installation !== null),
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    installationFee: order.installationFee,
    discount: order.discount,
    total: order.total,
    totalInWords: amountInWords(nairaToKobo(order.total)),
    bank: {
      bankName: business.bankName,
      accountName: business.accountName,
      accountNumber: business.accountNumber,
    },
    validUntil: kind === 'proforma' ? addDays(orderedOn, business.proformaValidityDays) : null,
    payment:
      kind === 'receipt'
        ? { method: PAYMENT_METHOD_LABELS[order.payment!.method], paidOn: order.payment!.paidOn }
        : null,
  };
}
