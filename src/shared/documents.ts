import { z } from 'zod';
import { DELIVERY_METHODS } from './delivery';
import { amountInWords } from './amount-in-words';
import { formatNaira, koboToNaira, nairaToKobo } from './money';
import { PAYMENT_LABELS, paymentMethodLabel } from './payments';
import type { Order } from './orders';
import { DOCUMENT_KINDS, DOCUMENT_MESSAGES, DOCUMENT_TITLES, type DocumentKind } from './document-links';
import { addDays, lagosDay } from './lagos-time';
import { formatPhone } from './phone';
import { orderLineVariantText } from './product-variants';
import { hasBankDetails, type BusinessDetails } from './settings';

/**
 * The order's documents: a proforma invoice (any order not cancelled) and a receipt (once paid). One
 * model, built here from the order and the business details, feeds the printable page and the PDF, so
 * both say the same. Money is naira here, as on the wire; dates are days in Lagos (YYYY-MM-DD).
 */

export const documentLineSchema = z.object({
  name: z.string(),
  /** The variant ordered, "Capacity: 5 t · Voltage: 380 V · SKU TLT-5T-380"; absent for a simple product. */
  variant: z.string().optional(),
  brand: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** Installation of the line's units when the shopper asked for it (naira); null otherwise. */
  installation: z.number().nullable(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

/** One payment of the ledger as documents print it (voided ones are never printed). */
export const documentPaymentSchema = z.object({
  id: z.string(),
  /** The day paid, in Lagos. */
  paidOn: z.string(),
  /** "Online (Paystack)", "Bank transfer". */
  method: z.string(),
  /** The provider's reference (GE-1001-P2) of an online payment; null otherwise. */
  reference: z.string().nullable(),
  amount: z.number(),
});
export type DocumentPayment = z.infer<typeof documentPaymentSchema>;

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
  /** 'pickup': collected from the showroom (documents issued before pickup existed: delivery). */
  deliveryMethod: z.enum(DELIVERY_METHODS).default('delivery'),
  deliveryFee: z.number().nullable(),
  installationFee: z.number(),
  discount: z.number(),
  total: z.number(),
  totalInWords: z.string(),
  /** null: the details it was issued with hold no bank account ("Bank details on request"). */
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
  /** Proforma only: the order's day plus the validity of a proforma. */
  validUntil: z.string().nullable(),
  /** Receipt only: how and when the order was paid (the payment that brought the balance to 0). */
  payment: z.object({ method: z.string(), paidOn: z.string() }).nullable(),
  /** The ledger's sum of the payments not voided (decision 053), and what is left of the total. */
  amountPaid: z.number().default(0),
  balance: z.number().default(0),
  /** Receipt only: every payment not voided, oldest first (empty on a proforma). */
  payments: z.array(documentPaymentSchema).default([]),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/** The order's payments that are not voided, as documents print them, oldest first. */
export function documentPayments(order: Pick<Order, 'payments'>): DocumentPayment[] {
  return order.payments
    .filter((payment) => !payment.voided)
    .map((payment) => ({
      id: payment.id,
      paidOn: lagosDay(payment.paidAt),
      method: paymentMethodLabel(payment.method, payment.provider),
      reference: payment.reference,
      amount: payment.amount,
    }));
}

/**
 * How the order was paid in full: the method of the payment that brought the balance to 0 (with its
 * provider when it was online) and its day; the last payment's day when the order kept none.
 */
function paidInFull(order: Order): { method: string; paidOn: string } {
  const payment = order.payment!;
  const last = [...order.payments].reverse().find((row) => !row.voided && row.method === payment.method);
  return { method: paymentMethodLabel(payment.method, last?.provider ?? null), paidOn: payment.paidOn };
}

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
    ...(item.variant ? { variant: orderLineVariantText(item.variant) } : {}),
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
    deliveryMethod: order.deliveryMethod,
    deliveryFee: order.deliveryFee,
    installationFee: order.installationFee,
    discount: order.discount,
    total: order.total,
    totalInWords: amountInWords(nairaToKobo(order.total)),
    bank: hasBankDetails(business)
      ? {
          bankName: business.bankName,
          accountName: business.accountName,
          accountNumber: business.accountNumber,
        }
      : null,
    validUntil: kind === 'proforma' ? addDays(orderedOn, business.proformaValidityDays) : null,
    payment: kind === 'receipt' ? paidInFull(order) : null,
    amountPaid: order.amountPaid,
    balance: order.balance,
    payments: kind === 'receipt' ? documentPayments(order) : [],
  };
}

/**
 * The rows under the total: the amount paid and the balance once anything is paid (none before, so an
 * unpaid proforma reads as it always did).
 */
export function paidRows(
  document: Pick<OrderDocument, 'amountPaid' | 'balance'>,
): { label: string; amount: string; strong: boolean }[] {
  if (document.amountPaid <= 0) return [];
  return [
    { label: PAYMENT_LABELS.amountPaid, amount: formatNaira(document.amountPaid), strong: false },
    { label: PAYMENT_LABELS.balance, amount: formatNaira(document.balance), strong: true },
  ];
}

/** The heading over the bank block: where to pay, or (paid in full, or no bank yet) just the details. */
export function bankHeading(
  document: Pick<OrderDocument, 'bank' | 'payment'> & Partial<Pick<OrderDocument, 'amountPaid' | 'balance'>>,
): string {
  const paidUp = (document.amountPaid ?? 0) > 0 && document.balance === 0;
  return document.payment || paidUp || !document.bank ? 'Bank details' : 'Pay by bank transfer to';
}

export const PAYMENT_RECEIPT_TITLE = 'Payment receipt';

/**
 * The receipt of one payment (GET /api/orders/:reference/payments/:id/receipt.pdf): the shop, the customer,
 * the order's lines and total, that payment with its amount in words, the total paid up to it and the
 * balance it left. Payments are counted in the ledger's order (oldest paid first), voided ones left out.
 */
export interface PaymentReceipt {
  kind: 'payment';
  title: string;
  reference: string;
  orderedOn: string;
  seller: OrderDocument['seller'];
  customer: OrderDocument['customer'];
  lines: DocumentLine[];
  showInstallation: boolean;
  total: number;
  payment: DocumentPayment;
  amountInWords: string;
  /** The payments up to this one, this one included. */
  paidSoFar: number;
  balanceAfter: number;
}

/** The receipt of the order's payment `paymentId`; null when it has none such (or it was voided). */
export function buildPaymentReceipt(
  order: Order,
  paymentId: string,
  business: BusinessDetails,
): PaymentReceipt | null {
  const payments = documentPayments(order);
  const position = payments.findIndex((payment) => payment.id === paymentId);
  if (position < 0) return null;
  const payment = payments[position]!;
  const paidSoFarKobo = payments
    .slice(0, position + 1)
    .reduce((sum, row) => sum + nairaToKobo(row.amount), 0);
  const base = buildOrderDocument('proforma', order, business);
  return {
    kind: 'payment',
    title: PAYMENT_RECEIPT_TITLE,
    reference: order.reference,
    orderedOn: base.orderedOn,
    seller: base.seller,
    customer: base.customer,
    lines: base.lines,
    showInstallation: base.showInstallation,
    total: order.total,
    payment,
    amountInWords: amountInWords(nairaToKobo(payment.amount)),
    paidSoFar: koboToNaira(paidSoFarKobo),
    balanceAfter: koboToNaira(Math.max(0, nairaToKobo(order.total) - paidSoFarKobo)),
  };
}

/** The payment receipt's file name: GE-1001-payment-<the payment's id>.pdf. */
export function paymentReceiptFileName(reference: string, paymentId: string): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '');
  return `${safe(reference)}-payment-${safe(paymentId)}.pdf`;
}

/** The bank block's lines: bank, account name and number, or "Bank details on request". */
export function bankLines(bank: OrderDocument['bank']): { text: string; strong: boolean }[] {
  if (!bank) return [{ text: DOCUMENT_MESSAGES.bankOnRequest, strong: false }];
  return [
    { text: `Bank: ${bank.bankName}`, strong: false },
    { text: `Account name: ${bank.accountName || '—'}`, strong: false },
    { text: `Account number: ${bank.accountNumber}`, strong: true },
  ];
}

export * from './document-links';
