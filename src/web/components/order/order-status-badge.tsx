import type { OrderStatus } from '../../../../shared/order-status';
import { cn } from '../../../lib/cn';
import { orderStatusLabel } from '../order-format';

const TONES: Record<OrderStatus, string> = {
  awaiting_confirmation: 'border-amber-400/60 bg-amber-950/60 text-amber-200',
  confirmed: 'border-sky-400/60 bg-sky-950/60 text-sky-200',
  paid: 'border-emerald-400/60 bg-emerald-950/60 text-emerald-200',
  dispatched: 'border-indigo-400/60 bg-indigo-950/60 text-indigo-200',
  delivered: 'border-emerald-400/60 bg-emerald-950/60 text-emerald-200',
  cancelled: 'border-red-400/60 bg-red-950/60 text-red-200',
};

/** The status label in a pill; `large` on the order's own page. */
export function OrderStatusBadge({ status, large = false }: { status: OrderStatus; large?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border font-semibold',
        large ? 'px-4 py-1.5 text-base' : 'px-2.5 py-0.5 text-sm',
        TONES[status] ?? 'border-zinc-600 bg-zinc-800 text-zinc-100',
      )}
    >
      {orderStatusLabel(status)}
    </span>
  );
}
