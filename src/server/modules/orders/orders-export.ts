import type { Readable } from 'node:stream';
import { addDays, lagosDateTime, lagosDay, lagosDayStart } from '../../../shared/lagos-time';
import { koboToNaira } from '../../../shared/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/order-status';
import {
  balanceKobo,
  LEDGER_METHOD_LABELS,
  PAYMENT_PROVIDER_LABELS,
  type LedgerMethod,
  type PaymentProvider,
} from '../../../shared/payments';
import { NIGERIA_CODE, normalisePhone } from '../../../shared/phone';
import { orderVariantLabel } from '../../../shared/product-variants';
import type { OrderExportQuery, OrderExportRange } from '../../../shared/spreadsheet';
import type { OrderItemRow, OrderRow } from '../../db/schema';
import { streamSheet } from '../../heavy-work/off-thread';
import type { Cell, SheetSource } from '../../lib/spreadsheet-writer';
import type { ExportedPayment, OrdersExportRepository } from './orders-export.repository';

/** Orders read per query while exporting. */
export const ORDER_EXPORT_PAGE_SIZE = 200;

/** The accountant's columns: the order's figures repeat on each of its lines. */
export const ORDER_SHEET_HEADERS = [
  'Reference',
  'Placed',
  'Status',
  'Customer',
  'Email',
  'Phone',
  'Address',
  'City',
  'State',
  'Line',
  'Product ID',
  'Product',
  // The variant ordered (decision 052): blank for a product without variants.
  'SKU',
  'Variant',
  'Brand',
  'Unit price',
  'Quantity',
  'Line total',
  'Installation per unit',
  'Order subtotal',
  'Delivery fee',
  'Installation fee',
  'Discount',
  'Order total',
  // From the ledger (decision 053): the payments not voided, and what is left (0 once cancelled).
  'Paid',
  'Balance',
  'Payment method',
  'Paid on',
] as const;

const WIDTHS = [
  11, 17, 20, 24, 28, 16, 30, 16, 16, 6, 24, 36, 18, 30, 16, 14, 9, 14, 14, 14, 14, 14, 12, 14, 14, 14, 16,
  12,
];

/** The accountant's ledger: one row per payment, voided ones too (marked, with why). */
export const PAYMENT_SHEET_HEADERS = [
  'Order reference',
  'Customer',
  'Paid at',
  'Method',
  'Provider',
  'Reference',
  'Amount',
  'Recorded by',
  'Voided',
  'Void reason',
] as const;

const PAYMENT_WIDTHS = [14, 24, 17, 16, 12, 18, 14, 20, 8, 30];

/** Ledger rows read per query while exporting. */
export const PAYMENT_EXPORT_PAGE_SIZE = 500;

const methodLabel = (method: string) => LEDGER_METHOD_LABELS[method as LedgerMethod] ?? method;

const naira = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

/**
 * A phone as a spreadsheet keeps it: bare digits (2348031234567) open in Excel as a number (2.3E+12), and
 * a leading + reads as a formula (escaped, it shows its quote mark). Spaced digits stay text: Nigerian
 * numbers as written at home (0803 123 4567, 01 234 5678), others as dialled from Nigeria (00 and the
 * digits). A text the shop cannot read as a number stays as it was typed.
 */
export function sheetPhone(text: string): string {
  // A number from abroad is kept as its digits without the + (which alone tell it from a Nigerian one).
  const digits = normalisePhone(text) || (/^\d{8,15}$/.test(text.trim()) ? text.trim() : null);
  if (!digits) return text.trim();
  if (!digits.startsWith(NIGERIA_CODE)) return `00 ${digits}`;
  const national = `0${digits.slice(NIGERIA_CODE.length)}`;
  return national.length === 11
    ? `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`
    : `${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
}

function lineCells(order: OrderRow, line: OrderItemRow, paidKobo: number): Cell[] {
  const balance = balanceKobo({
    totalKobo: order.totalKobo,
    status: order.status as OrderStatus,
    depositPercent: order.depositPercent,
    paidKobo,
  });
  return [
    order.reference,
    lagosDateTime(order.createdAt),
    ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status,
    `${order.firstName} ${order.lastName}`,
    order.email,
    sheetPhone(order.phone),
    order.address,
    order.city,
    order.state,
    line.position + 1,
    line.productId,
    line.name,
    line.variantSku,
    line.variantOptions ? orderVariantLabel(line.variantOptions) : null,
    line.brand,
    koboToNaira(line.priceKobo),
    line.quantity,
    koboToNaira(line.lineTotalKobo),
    naira(line.installationFeeKobo),
    koboToNaira(order.subtotalKobo),
    // Blank while the delivery is quoted on WhatsApp.
    naira(order.deliveryFeeKobo),
    koboToNaira(order.installationFeeKobo),
    koboToNaira(order.discountKobo),
    koboToNaira(order.totalKobo),
    koboToNaira(paidKobo),
    koboToNaira(balance),
    order.paymentMethod ? methodLabel(order.paymentMethod) : null,
    order.paidAt ? lagosDay(order.paidAt) : null,
  ];
}

function paymentCells({ payment, reference, firstName, lastName }: ExportedPayment): Cell[] {
  return [
    reference,
    `${firstName} ${lastName}`,
    lagosDateTime(payment.paidAt),
    methodLabel(payment.method),
    payment.provider
      ? (PAYMENT_PROVIDER_LABELS[payment.provider as PaymentProvider] ?? payment.provider)
      : null,
    payment.reference,
    koboToNaira(payment.amountKobo),
    payment.recordedByName,
    payment.voidedAt ? 'Yes' : 'No',
    payment.voidReason,
  ];
}

/**
 * The orders placed in a period of Lagos days as a spreadsheet, one row per order line, with what the
 * ledger holds for each order; and the ledger's payments of a period, one row per payment.
 */
export class OrdersExport {
  constructor(private readonly repository: OrdersExportRepository) {}

  /** The sheet of the period: its orders read a page at a time while the file is written. */
  sheet(period: OrderExportRange): SheetSource {
    const repository = this.repository;
    const start = lagosDayStart(period.from);
    const end = lagosDayStart(addDays(period.to, 1));
    async function* rows(): AsyncGenerator<Cell[]> {
      let after: string | null = null;
      for (;;) {
        const page = await repository.placedBetween(start, end, after, ORDER_EXPORT_PAGE_SIZE);
        const ids = page.map((order) => order.id);
        const [lines, paid] = await Promise.all([repository.linesOf(ids), repository.paidOf(ids)]);
        const byOrder = new Map<string, OrderItemRow[]>();
        for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
        for (const order of page)
          for (const line of byOrder.get(order.id) ?? [])
            yield lineCells(order, line, paid.get(order.id) ?? 0);
        if (page.length < ORDER_EXPORT_PAGE_SIZE) return;
        after = page.at(-1)!.id;
      }
    }
    return { options: { headers: ORDER_SHEET_HEADERS, sheetName: 'Order lines', widths: WIDTHS }, rows };
  }

  /** The sheet as a stream, sent while it is read. */
  export(query: OrderExportQuery, onError: (error: unknown) => void): Readable {
    const sheet = this.sheet(query);
    return streamSheet(query.format, sheet.options, sheet.rows(), onError);
  }

  /**
   * The ledger's rows paid in a period of Lagos days (by the day paid, not the order's), one row each,
   * voided ones included and marked: what the accountant reconciles with the bank and the providers.
   */
  paymentsSheet(period: OrderExportRange): SheetSource {
    const repository = this.repository;
    const start = lagosDayStart(period.from);
    const end = lagosDayStart(addDays(period.to, 1));
    async function* rows(): AsyncGenerator<Cell[]> {
      let after: string | null = null;
      for (;;) {
        const page = await repository.paidBetween(start, end, after, PAYMENT_EXPORT_PAGE_SIZE);
        for (const row of page) yield paymentCells(row);
        if (page.length < PAYMENT_EXPORT_PAGE_SIZE) return;
        after = page.at(-1)!.payment.id;
      }
    }
    return {
      options: { headers: PAYMENT_SHEET_HEADERS, sheetName: 'Payments', widths: PAYMENT_WIDTHS },
      rows,
    };
  }

  /** The payments sheet as a stream, sent while it is read. */
  exportPayments(query: OrderExportQuery, onError: (error: unknown) => void): Readable {
    const sheet = this.paymentsSheet(query);
    return streamSheet(query.format, sheet.options, sheet.rows(), onError);
  }
}
