import type { PaymentMethod } from '../../../../shared/order-money';
import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  STOCK_HELD_STATUSES,
  type OrderStatus,
} from '../../../../shared/order-status';
import type { OrderStatusChange } from '../../../../shared/orders';

/** What the seller can do to an order, as the buttons of its page name it. */
export const ORDER_ACTION_LABELS: Record<OrderStatus, string> = {
  awaiting_confirmation: 'Mark as awaiting confirmation',
  confirmed: 'Confirm order',
  paid: 'Mark as paid',
  dispatched: 'Mark as dispatched',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
};

/** The toast after a move. */
export const ORDER_ACTION_TOASTS: Record<OrderStatus, string> = {
  awaiting_confirmation: 'Order marked as awaiting confirmation',
  confirmed: 'Order confirmed',
  paid: 'Order marked as paid',
  dispatched: 'Order marked as dispatched',
  delivered: 'Order marked as delivered',
  cancelled: 'Order cancelled',
};

export interface OrderAction {
  status: OrderStatus;
  label: string;
  /** Cancelling cannot be undone, so it asks first. */
  needsConfirmation: boolean;
  variant: 'primary' | 'outline' | 'destructive';
}

/**
 * One action per status the order may move to, in the contract's order (forward first, cancel last).
 * Paid is not one: an order becomes paid when its payments reach the total ("Record payment", decision
 * 053).
 */
export function orderActions(status: OrderStatus): OrderAction[] {
  return ORDER_TRANSITIONS[status]
    .filter((to) => to !== 'paid')
    .map((to, index) => ({
      status: to,
      label: ORDER_ACTION_LABELS[to],
      needsConfirmation: to === 'cancelled',
      variant: to === 'cancelled' ? 'destructive' : index === 0 ? 'primary' : 'outline',
    }));
}

/** The body of POST /api/admin/orders/:reference/status: the note only when there is one. */
export function statusChangeBody(
  status: OrderStatus,
  note: string,
  payment?: { method: PaymentMethod; paidOn: string },
): OrderStatusChange {
  const trimmed = note.trim();
  const body: OrderStatusChange = trimmed === '' ? { status } : { status, note: trimmed };
  if (status === 'paid' && payment) {
    body.paymentMethod = payment.method;
    if (payment.paidOn) body.paidOn = payment.paidOn;
  }
  return body;
}

/** Whether a move takes stock (confirming) or gives it back (cancelling a confirmed or paid order). */
export function movesStock(from: OrderStatus, to: OrderStatus): boolean {
  return to === 'confirmed' || (to === 'cancelled' && STOCK_HELD_STATUSES.includes(from));
}

/** What the cancel confirmation says happens to the stock. */
export function cancelStockText(from: OrderStatus): string {
  return STOCK_HELD_STATUSES.includes(from)
    ? 'It was confirmed, so its items go back into stock.'
    : 'It was never confirmed, so no stock was taken for it.';
}

/** The sentence under the status actions when there are none. */
export function finalStatusText(status: OrderStatus): string {
  return `This order is ${ORDER_STATUS_LABELS[status].toLowerCase()}: its status cannot change any more.`;
}
