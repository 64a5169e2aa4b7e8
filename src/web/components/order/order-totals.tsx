import { formatNaira } from '../../../shared/money';
import { cn } from '../../lib/cn';

/** Subtotal (N items), delivery, and total of a cart or an order, in naira. */
export function OrderTotals({
  itemCount,
  subtotal,
  total,
  showDelivery = true,
  className,
}: {
  itemCount: number;
  subtotal: number;
  total: number;
  /** Delivery is arranged in the WhatsApp chat: said before the order is placed. */
  showDelivery?: boolean;
  className?: string;
}) {
  return (
    <dl className={cn('space-y-3 text-sm', className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-zinc-300">
          Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
        </dt>
        <dd className="font-semibold text-white">{formatNaira(subtotal)}</dd>
      </div>
      {showDelivery && (
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-300">Delivery</dt>
          <dd className="text-zinc-200">Arranged on WhatsApp</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-zinc-700 pt-3 text-base">
        <dt className="font-bold text-white">Total</dt>
        <dd className="font-bold text-amber-300">{formatNaira(total)}</dd>
      </div>
    </dl>
  );
}
