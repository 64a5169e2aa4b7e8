/**
 * Order statuses, their labels and the moves between them, without zod so the account page stays small.
 * An order starts awaiting confirmation; the seller confirms it (stock is taken then), marks it paid,
 * dispatched and delivered, or cancels it (a confirmed or paid order gives its stock back).
 */
export const ORDER_STATUSES = [
  'awaiting_confirmation',
  'confirmed',
  'paid',
  'dispatched',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_confirmation: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  paid: 'Paid',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The statuses each status may move to. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_confirmation: ['confirmed', 'cancelled'],
  confirmed: ['paid', 'cancelled'],
  paid: ['dispatched', 'cancelled'],
  dispatched: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Statuses in which the order's quantities are out of stock (taken when it was confirmed). */
export const STOCK_HELD_STATUSES: readonly OrderStatus[] = ['confirmed', 'paid', 'dispatched', 'delivered'];

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The prefix of order references: GE-1001, GE-1002, ... */
export const ORDER_REFERENCE_PREFIX = 'GE-';
export const ORDER_REFERENCE_PATTERN = /^GE-\d{4,9}$/;

/** How many orders the account page shows (SPEC.md section 9). */
export const ACCOUNT_LATEST_ORDERS = 3;

/** The order's status page. */
export function orderPath(reference: string): string {
  return `/orders/${encodeURIComponent(reference)}`;
}
