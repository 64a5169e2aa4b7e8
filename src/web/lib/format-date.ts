import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/order-status';

/** The shop is in Lagos: dates read the same for the shopper, the seller and the chat. */
const TIME_ZONE = 'Africa/Lagos';

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeZone: TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 March 2026" (en-NG). */
export function formatOrderDate(iso: string): string {
  const date = valid(iso);
  return date ? dateFormat.format(date) : iso;
}

/** "5 Mar 2026, 10:30" (en-NG). */
export function formatOrderDateTime(iso: string): string {
  const date = valid(iso);
  return date ? dateTimeFormat.format(date) : iso;
}

export function orderStatusLabel(status: OrderStatus | string | null): string {
  if (!status) return '';
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}
