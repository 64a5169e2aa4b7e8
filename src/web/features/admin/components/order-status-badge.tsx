import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../shared/order-status';
import { cn } from '../../../lib/cn';

const TONES: Record<OrderStatus, string> = {
  awaiting_confirmation: 'border-amber-500/60 bg-amber-950 text-amber-200',
  confirmed: 'border-sky-500/60 bg-sky-950 text-sky-200',
  paid: 'border-emerald-500/60 bg-emerald-950 text-emerald-200',
  dispatched: 'border-violet-500/60 bg-violet-950 text-violet-200',
  delivered: 'border-teal-500/60 bg-teal-950 text-teal-200',
  cancelled: 'border-red-500/60 bg-red-950 text-red-200',
};

/** An order's status as its label ('Awaiting confirmation', 'Paid', ...). */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
        className,
      )}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
