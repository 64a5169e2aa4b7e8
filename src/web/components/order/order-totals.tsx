import { formatNaira } from '../../../shared/money';
import { cn } from '../../lib/cn';

/** A fee line between the subtotal and the total (`feeLines` in shared/checkout); amount null: text alone. */
export interface FeeLine {
  label: string;
  amount: string | null;
}

/** Subtotal (N items), delivery and the other fees, and total of a cart or an order, in naira. */
export function OrderTotals({
  itemCount,
  subtotal,
  total,
  fees,
  className,
}: {
  itemCount: number;
  subtotal: number;
  total: number;
  /** The order's own fee lines (delivery to its state, installation, discount); without them delivery
   * is "Arranged on WhatsApp", as before a state is chosen. */
  fees?: readonly FeeLine[];
  className?: string;
}) {
  return (
    <dl className={cn('space-y-3 text-sm', className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">
          Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
        </dt>
        <dd className="font-semibold text-foreground-strong">{formatNaira(subtotal)}</dd>
      </div>
      {fees?.map((fee) => (
        <div key={fee.label} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{fee.label}</dt>
          {fee.amount !== null && <dd className="text-foreground-soft">{fee.amount}</dd>}
        </div>
      ))}
      {!fees && (
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Delivery</dt>
          <dd className="text-foreground-soft">Arranged on WhatsApp</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-border-strong pt-3 text-base">
        <dt className="font-bold text-foreground-strong">Total</dt>
        <dd className="font-bold text-primary-soft">{formatNaira(total)}</dd>
      </div>
    </dl>
  );
}
