import { z } from 'zod';
import { DELIVERY_METHODS } from './delivery';
import { amountInWords } from './amount-in-words';
import { koboToNaira, nairaToKobo } from './money';
import { paymentMethodLabel } from './payments';
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
    payment:
      kind === 'receipt'
        ? { method: paymentMethodLabel(order.payment!.method, null), paidOn: order.payment!.paidOn }
        : null,
  };
}

/** The heading over the bank block: where to pay, or (paid, or no bank yet) just the details. */
export function bankHeading(document: Pick<OrderDocument, 'bank' | 'payment'>): string {
  return document.payment || !document.bank ? 'Bank details' : 'Pay by bank transfer to';
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
