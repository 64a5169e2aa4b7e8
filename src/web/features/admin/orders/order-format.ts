import type { Order } from '../../../../shared/orders';
import { formatPhone } from '../../../../shared/phone';

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
