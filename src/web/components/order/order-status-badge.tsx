import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/order-status';
import { cn } from '../../lib/cn';

/** One colour per status, the same for the shopper and the desk. */
const TONES: Record<OrderStatus, string> = {
  awaiting_confirmation: 'border-amber-400/60 bg-amber-950/60 text-amber-200',
  confirmed: 'border-sky-400/60 bg-sky-950/60 text-sky-200',
  paid: 'border-emerald-400/60 bg-emerald-950/60 text-emerald-200',
  dispatched: 'border-indigo-400/60 bg-indigo-950/60 text-indigo-200',
  delivered: 'border-emerald-400/60 bg-emerald-950/60 text-emerald-200',
  cancelled: 'border-red-400/60 bg-red-950/60 text-red-200',
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
        TONES[status] ?? 'border-zinc-600 bg-zinc-800 text-zinc-100',
      )}
    >
      {ORDER_STATUS_LABELS[status] ?? status}
    </span>
  );
}
