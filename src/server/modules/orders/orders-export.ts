import type { Readable } from 'node:stream';
import { addDays, lagosDateTime, lagosDay, lagosDayStart } from '../../../shared/lagos-time';
import { koboToNaira } from '../../../shared/money';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../shared/order-money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/order-status';
import { NIGERIA_CODE, normalisePhone } from '../../../shared/phone';
import { orderVariantLabel } from '../../../shared/product-variants';
import type { OrderExportQuery, OrderExportRange } from '../../../shared/spreadsheet';
import type { OrderItemRow, OrderRow } from '../../db/schema';
import { streamSheet } from '../../heavy-work/off-thread';
import type { Cell, SheetSource } from '../../lib/spreadsheet-writer';
import type { OrdersExportRepository } from './orders-export.repository';

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
  'Payment method',
  'Paid on',
] as const;

const WIDTHS = [
  11, 17, 20, 24, 28, 16, 30, 16, 16, 6, 24, 36, 18, 30, 16, 14, 9, 14, 14, 14, 14, 14, 12, 14, 16, 12,
];

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

function lineCells(order: OrderRow, line: OrderItemRow): Cell[] {
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
    order.paymentMethod
      ? (PAYMENT_METHOD_LABELS[order.paymentMethod as PaymentMethod] ?? order.paymentMethod)
      : null,
    order.paidAt ? lagosDay(order.paidAt) : null,
  ];
}

/** The orders placed in a period of Lagos days as a spreadsheet, one row per order line. */
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
        const lines = await repository.linesOf(page.map((order) => order.id));
        const byOrder = new Map<string, OrderItemRow[]>();
        for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
        for (const order of page)
          for (const line of byOrder.get(order.id) ?? []) yield lineCells(order, line);
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
}
