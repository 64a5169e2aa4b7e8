import { ORDER_STATUS_LABELS } from '../../../shared/order-status';
import type { Order, OrderEvent } from '../../../shared/orders';
import { formatPhone } from '../../../shared/phone';

export const NOT_PROVIDED = 'Not provided';

export function customerName(order: Pick<Order, 'customer'>): string {
  return `${order.customer.firstName} ${order.customer.lastName}`.trim();
}

/** The phone number as people read it (+234 803 123 4567), or 'Not provided' (it is optional at checkout). */
export function customerPhone(order: Pick<Order, 'customer'>): string {
  return formatPhone(order.customer.phone) || NOT_PROVIDED;
}

export function itemCountText(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** The last line of the address: state and zip code. */
export function stateLine(order: Pick<Order, 'customer'>): string {
  return `${order.customer.state} ${order.customer.zipCode}`.trim();
}

/** When something happened, e.g. "5 Jan 2026, 14:30". */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The headline of one history entry: the status it moved to, or 'Staff note'. */
export function historyTitle(event: OrderEvent): string {
  if (event.kind === 'note') return 'Staff note';
  return event.toStatus ? ORDER_STATUS_LABELS[event.toStatus] : 'Status changed';
}

/** The order's history, oldest first (as the server sends it, sorted again to be sure). */
export function historyInOrder(history: readonly OrderEvent[]): OrderEvent[] {
  return [...history].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
