import { ORDER_STATUS_LABELS } from '../../../shared/order-status';
import type { OrderEvent } from '../../../shared/orders';

/** Who reads an order's history: its shopper, or the staff at the desk (who also see staff notes). */
export type HistoryAudience = 'shopper' | 'staff';

/** The headline of one entry: the status it moved to, or the note's name for this reader. */
export function eventTitle(event: OrderEvent, audience: HistoryAudience): string {
  if (event.kind === 'note') return audience === 'staff' ? 'Staff note' : 'Note';
  return event.toStatus ? (ORDER_STATUS_LABELS[event.toStatus] ?? event.toStatus) : 'Status changed';
}

/** The history oldest first (as the server sends it, sorted again to be sure). */
export function historyInOrder(history: readonly OrderEvent[]): OrderEvent[] {
  return [...history].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
