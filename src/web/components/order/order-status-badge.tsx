import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/order-status';
import { cn } from '../../lib/cn';

/** One colour per status, the same for the shopper and the desk. */
const TONES: Record<OrderStatus, string> = {
  awaiting_confirmation: 'border-primary-strong/60 bg-primary-surface/60 text-primary-softer',
  confirmed: 'border-info-400/60 bg-info-950/60 text-info-200',
  paid: 'border-success-400/60 bg-success-950/60 text-success-200',
  dispatched: 'border-transit-400/60 bg-transit-950/60 text-transit-200',
  delivered: 'border-success-400/60 bg-success-950/60 text-success-200',
  cancelled: 'border-destructive-400/60 bg-destructive-950/60 text-destructive-200',
};

const SIZES = {
  /** In a list row of the desk. */
  sm: 'px-2.5 py-0.5 text-xs',
  md: 'px-2.5 py-0.5 text-sm',
  /** On the order's own page. */
  lg: 'px-4 py-1.5 text-base',
} as const;

/** An order's status as its label in a pill ('Awaiting confirmation', 'Paid', ...). */
export function OrderStatusBadge({
  status,
  size = 'md',
}: {
  status: OrderStatus;
  size?: keyof typeof SIZES;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border font-semibold',
        SIZES[size],
        // A status this page does not know yet (a newer server) still shows, in grey.
        TONES[status] ?? 'border-input bg-muted text-foreground',
      )}
    >
      {ORDER_STATUS_LABELS[status] ?? status}
    </span>
  );
}
