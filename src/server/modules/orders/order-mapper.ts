import type { DeliveryMethod } from '../../../shared/delivery';
import { customerGreeting, orderMessage, whatsappOrderUrl } from '../../../shared/checkout';
import { koboToNaira } from '../../../shared/money';
import { lagosDay } from '../../../shared/lagos-time';
import type { PaymentMethod } from '../../../shared/order-money';
import { orderPath, type OrderStatus } from '../../../shared/order-status';
import type {
  AdminOrderResponse,
  CustomerContact,
  Order,
  OrderEvent,
  OrderEventKind,
  OrderItem,
  OrderResponse,
} from '../../../shared/orders';
import { formatPhone, normalisePhone } from '../../../shared/phone';
import { whatsappLink } from '../../../shared/shop';
import type { OrderEventRow, OrderItemRow, OrderRow } from '../../db/schema';

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
  items: readonly OrderItemRow[],
  events: readonly OrderEventRow[],
  audience: Audience,
  /** The trading name a customer sees in place of a staff member's. */
  shopName: string,
): Order {
  const lines = items.filter((item) => item.orderId === row.id).map(toItem);
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
        ? { method: row.paymentMethod as PaymentMethod, paidOn: lagosDay(row.paidAt) }
        : null,
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
  return { order, whatsappUrl: orderWhatsappUrl(order, links) };
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
  return { ...toOrderResponse(order, links), customerContact: customerContact(order, links) };
}
