import { formatNaira } from '../../../shared/money';
import { FEE_LABELS, PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../shared/order-money';
import { ORDER_STATUS_LABELS } from '../../../shared/order-status';
import type { OrderEvent } from '../../../shared/orders';
import { formatDate } from '../../lib/format-date';

/** Who reads an order's history: its shopper, or the staff at the desk (who also see staff notes). */
export type HistoryAudience = 'shopper' | 'staff';

/** An adjustment's amount as written in the history: naira, or "quoted on WhatsApp" for ''. */
function amountText(value: string | null): string {
  if (value === null || value === '') return 'quoted on WhatsApp';
  const naira = Number(value);
  return Number.isFinite(naira) ? formatNaira(naira) : value;
}

/** What an adjustment changed: "Price of Two Post Car Lift", "Delivery", "Installation", "Discount". */
function adjustedName(field: string | null, itemNames: readonly string[]): string {
  if (field?.startsWith('price:')) {
    const name = itemNames[Number(field.slice('price:'.length))];
    return name ? `Price of ${name}` : 'Price';
  }
  if (field === 'delivery') return FEE_LABELS.delivery;
  if (field === 'installation') return FEE_LABELS.installation;
  if (field === 'discount') return FEE_LABELS.discount;
  return field ?? 'Order';
}

/** "Bank transfer, 15 January 2026" from the payment event's "bank_transfer 2026-01-15". */
function paymentText(after: string | null): string {
  const [method = '', day = ''] = (after ?? '').split(' ');
  const label = PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
  return day ? `${label}, ${formatDate(`${day}T12:00:00+01:00`)}` : label;
}

/**
 * The headline of one entry: the status it moved to, the note's name for this reader, what an
 * adjustment changed (before and after), the payment recorded, or the follow-up. `itemNames` are the
 * order's lines by position, to name a line whose price changed.
 */
export function eventTitle(
  event: OrderEvent,
  audience: HistoryAudience,
  itemNames: readonly string[] = [],
): string {
  if (event.kind === 'note') return audience === 'staff' ? 'Staff note' : 'Note';
  if (event.kind === 'adjustment')
    return `${adjustedName(event.field, itemNames)} changed from ${amountText(event.before)} to ${amountText(event.after)}`;
  if (event.kind === 'payment') return `Payment recorded: ${paymentText(event.after)}`;
  if (event.kind === 'follow_up') return 'Followed up';
  return event.toStatus ? (ORDER_STATUS_LABELS[event.toStatus] ?? event.toStatus) : 'Status changed';
}

/** The history oldest first (as the server sends it, sorted again to be sure). */
export function historyInOrder(history: readonly OrderEvent[]): OrderEvent[] {
  return [...history].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
