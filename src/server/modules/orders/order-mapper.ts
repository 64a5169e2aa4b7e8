import type { DeliveryMethod } from '../../../shared/delivery';
import { customerGreeting, orderMessage, whatsappOrderUrl } from '../../../shared/checkout';
import { koboToNaira } from '../../../shared/money';
import { lagosDay } from '../../../shared/lagos-time';
import {
  balanceKobo,
  depositDueKobo,
  refundDueKobo,
  amountAskedKobo,
  type LedgerFigures,
  type LedgerMethod,
  type PaymentProvider,
  type ProofStatus,
} from '../../../shared/payments';
import { formatNaira } from '../../../shared/money';
import { orderPath, type OrderStatus } from '../../../shared/order-status';
import type {
  AdminOrderResponse,
  CustomerContact,
  Order,
  OrderEvent,
  OrderEventKind,
  OrderItem,
  OrderPayment,
  OrderPayOptions,
  OrderProof,
  OrderResponse,
} from '../../../shared/orders';
import { formatPhone, normalisePhone } from '../../../shared/phone';
import { whatsappLink } from '../../../shared/shop';
import type { OrderEventRow, OrderItemRow, OrderRow, PaymentRow } from '../../db/schema';
import type { ProofWithFile } from './orders.repository';

/** Who reads an order: its customer sees status moves only; the seller's team sees notes and names too. */
export type Audience = 'customer' | 'staff';

/**
 * Where the WhatsApp link points, which page it links back to and the shop's name in its messages. The
 * number and the name are the business details' (read from memory when asked: a getter, decision 038).
 */
export interface OrderLinks {
  publicUrl: string;
  readonly sellerWhatsapp: string;
  readonly shopName: string;
  /** The showroom a pickup is collected from (the business details' address). */
  readonly showroomAddress?: string;
  /** How orders can be paid now (the provider configured, the bank account); none when not given. */
  readonly payOptions?: OrderPayOptions;
  /** The order's pay link with its token (absolute), when the payments module is there. */
  payLinkOf?(order: Pick<Order, 'id' | 'reference'>): string;
}

const NO_PAY_OPTIONS: OrderPayOptions = { online: null, bank: null };

/** What an order is read with besides its row. */
export interface OrderParts {
  items: readonly OrderItemRow[];
  events: readonly OrderEventRow[];
  payments: readonly PaymentRow[];
  proofs: readonly ProofWithFile[];
}

function toPayment(row: PaymentRow, audience: Audience): OrderPayment {
  const staff = audience === 'staff';
  return {
    id: row.id,
    amount: koboToNaira(row.amountKobo),
    method: row.method as LedgerMethod,
    paidAt: row.paidAt.toISOString(),
    provider: row.provider as PaymentProvider | null,
    reference: row.reference,
    voided: row.voidedAt !== null,
    recordedBy: staff ? row.recordedByName : null,
    note: staff ? row.note : null,
    voidedBy: staff ? row.voidedByName : null,
    voidReason: staff ? row.voidReason : null,
    hasProof: row.proofFileId !== null,
  };
}

function toProof(row: ProofWithFile, reference: string): OrderProof {
  const { proof } = row;
  return {
    id: proof.id,
    status: proof.status as ProofStatus,
    amount: proof.amountKobo === null ? null : koboToNaira(proof.amountKobo),
    reason: proof.reason,
    fileUrl: paymentFilePath(reference, proof.fileId),
    contentType: row.contentType,
    createdAt: proof.createdAt.toISOString(),
  };
}

/** Where the order's customer and staff read a proof's file. */
export function paymentFilePath(reference: string, fileId: string): string {
  return `/api/orders/${encodeURIComponent(reference)}/payment-files/${encodeURIComponent(fileId)}`;
}

/** The ledger's sums of an order from its rows that are not voided. */
export function ledgerFigures(row: OrderRow, payments: readonly PaymentRow[]): LedgerFigures {
  const paidKobo = payments
    .filter((payment) => payment.orderId === row.id && payment.voidedAt === null)
    .reduce((sum, payment) => sum + payment.amountKobo, 0);
  return {
    totalKobo: row.totalKobo,
    status: row.status as OrderStatus,
    depositPercent: row.depositPercent,
    paidKobo,
  };
}

function toItem(row: OrderItemRow): OrderItem {
  return {
    productId: row.productId,
    // The copy made at placement (decision 052): the line reads the same if the variant changes or goes.
    variant:
      row.variantId === null
        ? null
        : { id: row.variantId, sku: row.variantSku ?? '', options: row.variantOptions ?? [] },
    name: row.name,
    brand: row.brand,
    image: row.image,
    imagePublicId: row.imagePublicId,
    price: koboToNaira(row.priceKobo),
    quantity: row.quantity,
    lineTotal: koboToNaira(row.lineTotalKobo),
    installationFee: row.installationFeeKobo === null ? null : koboToNaira(row.installationFeeKobo),
  };
}

/**
 * One step of the history. A customer sees the moves without the staff's note, and the shop's name
 * rather than a staff member's.
 */
function toEvent(row: OrderEventRow, order: OrderRow, audience: Audience, shopName: string): OrderEvent {
  const staff = audience === 'staff';
  return {
    id: row.id,
    kind: row.kind as OrderEvent['kind'],
    fromStatus: row.fromStatus as OrderStatus | null,
    toStatus: row.toStatus as OrderStatus | null,
    note: staff ? row.note : null,
    field: row.field,
    before: row.beforeValue,
    after: row.afterValue,
    actorName: staff || row.actorId === order.userId ? row.actorName : shopName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The shopper sees what happened to the order; notes and follow-ups are the staff's own. */
export const CUSTOMER_EVENT_KINDS: readonly OrderEventKind[] = ['status', 'adjustment', 'payment'];

function seenBy(event: OrderEventRow, audience: Audience): boolean {
  return audience === 'staff' || CUSTOMER_EVENT_KINDS.includes(event.kind as OrderEventKind);
}

/** The order as the API answers it: naira, ISO dates, lines in order, history oldest first. */
export function toOrder(
  row: OrderRow,
  { items, events, payments, proofs }: OrderParts,
  audience: Audience,
  /** The trading name a customer sees in place of a staff member's. */
  shopName: string,
): Order {
  const lines = items.filter((item) => item.orderId === row.id).map(toItem);
  const figures = ledgerFigures(row, payments);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as OrderStatus,
    customer: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      address: row.address,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
    },
    deliveryMethod: row.deliveryMethod as DeliveryMethod,
    items: lines,
    itemCount: lines.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: koboToNaira(row.subtotalKobo),
    deliveryFee: row.deliveryFeeKobo === null ? null : koboToNaira(row.deliveryFeeKobo),
    installationFee: koboToNaira(row.installationFeeKobo),
    discount: koboToNaira(row.discountKobo),
    total: koboToNaira(row.totalKobo),
    payment:
      row.paymentMethod && row.paidAt
        ? { method: row.paymentMethod as LedgerMethod, paidOn: lagosDay(row.paidAt) }
        : null,
    amountPaid: koboToNaira(figures.paidKobo),
    balance: koboToNaira(balanceKobo(figures)),
    payments: payments
      .filter((payment) => payment.orderId === row.id && (audience === 'staff' || !payment.voidedAt))
      .map((payment) => toPayment(payment, audience)),
    depositPercent: row.depositPercent,
    depositDue: koboToNaira(depositDueKobo(figures)),
    toRefund: audience === 'staff' ? koboToNaira(refundDueKobo(figures)) : 0,
    proofs: proofs
      .filter((proof) => proof.proof.orderId === row.id)
      .map((proof) => toProof(proof, row.reference)),
    followedUp: audience === 'staff' ? followedUpMark(row) : null,
    history: events
      .filter((event) => event.orderId === row.id && seenBy(event, audience))
      .map((event) => toEvent(event, row, audience, shopName)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The desk's last "followed up" mark: when and by whom, or null. */
export function followedUpMark(row: OrderRow): { at: string; by: string } | null {
  return row.followedUpAt ? { at: row.followedUpAt.toISOString(), by: row.followedUpBy ?? '' } : null;
}

/** The absolute address of the order's status page (PUBLIC_URL, as in mail links). */
export function statusUrl(order: Pick<Order, 'reference'>, links: OrderLinks): string {
  return `${links.publicUrl}${orderPath(order.reference)}`;
}

/** The WhatsApp link that hands the order to the seller: the same message every time it is asked for. */
export function orderWhatsappUrl(order: Order, links: OrderLinks): string {
  return whatsappOrderUrl(
    links.sellerWhatsapp,
    orderMessage(order, statusUrl(order, links), links.shopName, links.showroomAddress),
  );
}

export function toOrderResponse(order: Order, links: OrderLinks): OrderResponse {
  return { order, whatsappUrl: orderWhatsappUrl(order, links), pay: links.payOptions ?? NO_PAY_OPTIONS };
}

/** The kobo of what a pay link asks now: the deposit while one is due, else the balance. */
function askedNowKobo(order: Order): number {
  return amountAskedKobo({
    totalKobo: Math.round(order.total * 100),
    status: order.status,
    depositPercent: order.depositPercent,
    paidKobo: Math.round(order.amountPaid * 100),
  });
}

/**
 * The pay link the desk sends the customer: only for a confirmed order with something due, when a
 * provider is on; with a WhatsApp chat prefilled with the reference, the amount and the link.
 */
export function payLink(order: Order, links: OrderLinks): AdminOrderResponse['payLink'] {
  if (!links.payOptions?.online || !links.payLinkOf || order.status !== 'confirmed') return null;
  const amountKobo = askedNowKobo(order);
  if (amountKobo <= 0) return null;
  const url = links.payLinkOf(order);
  const amount = koboToNaira(amountKobo);
  const phone = normalisePhone(order.customer.phone);
  const message = `Hello ${order.customer.firstName}, your order ${order.reference} is confirmed. Please pay ${formatNaira(amount)} here: ${url}`;
  return { url, amount, whatsappUrl: phone ? whatsappLink(phone, message) : null };
}

/**
 * How the order desk reaches the customer, or null when they gave no number the shop can read. The
 * number is read again here, so an order kept before numbers were normalised is reached too.
 */
export function customerContact(order: Order, links: OrderLinks): CustomerContact | null {
  const phone = normalisePhone(order.customer.phone);
  if (!phone) return null;
  return {
    phone,
    display: formatPhone(phone),
    telUrl: `tel:+${phone}`,
    whatsappUrl: whatsappLink(phone, customerGreeting(order, statusUrl(order, links), links.shopName)),
  };
}

export function toAdminOrderResponse(order: Order, links: OrderLinks): AdminOrderResponse {
  return {
    ...toOrderResponse(order, links),
    customerContact: customerContact(order, links),
    payLink: payLink(order, links),
  };
}
