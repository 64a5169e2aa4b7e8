import { imageUrl } from '../../../shared/images';
import { ACCOUNT_LATEST_ORDERS } from '../../../shared/order-status';
import type { Order, StoredOrder } from '../../../shared/orders';
import { STORAGE_KEYS } from '../../../shared/shop';

/** An order as the specification keeps it in the browser (SPEC.md section 3). */
export function toStoredOrder(order: Order): StoredOrder {
  return {
    id: order.reference,
    orderDate: order.createdAt,
    total: order.total,
    status: order.status,
    items: order.items.map((item) => ({
      image: item.image || (item.imagePublicId ? imageUrl(item.imagePublicId) : ''),
      name: item.name,
    })),
  };
}

export function toStoredOrders(orders: readonly Order[]): StoredOrder[] {
  return orders.map(toStoredOrder);
}

function isStoredOrder(value: unknown): value is StoredOrder {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Record<string, unknown>;
  return typeof order.id === 'string' && Array.isArray(order.items);
}

/** The stored list; empty when there is none, it does not parse, or storage is blocked. */
export function readStoredOrders(): StoredOrder[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.orders) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredOrder) : [];
  } catch {
    return [];
  }
}

function write(orders: StoredOrder[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.orders, JSON.stringify(orders));
  } catch {
    // Storage full or blocked (private mode): the server keeps the orders; the mirror is only a copy.
  }
}

/** Mirrors the account's latest orders (the server's answer, newest first) under autoparts-orders. */
export function storeOrders(orders: readonly Order[]): void {
  write(toStoredOrders(orders));
}

/** Puts a just-placed order first in the mirror (replacing an older copy of it), keeping the latest few. */
export function rememberOrder(order: Order): void {
  const stored = toStoredOrder(order);
  const others = readStoredOrders().filter((entry) => entry.id !== stored.id);
  write([stored, ...others].slice(0, ACCOUNT_LATEST_ORDERS));
}
