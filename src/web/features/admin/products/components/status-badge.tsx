import { cn } from '../../../../lib/cn';

/** "Active" or "Deleted" (soft-deleted: hidden from the shop, can be restored). */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        active
          ? 'border-success-500/60 bg-success-950 text-success-200'
          : 'border-destructive-500/60 bg-destructive-950 text-destructive-200',
      )}
    >
      {active ? 'Active' : 'Deleted'}
    </span>
  );
}

/** "Low stock": at or below the product's own threshold, said in words (not by colour alone). */
export function LowStockBadge({ stockCount, threshold }: { stockCount: number; threshold: number }) {
  return (
    <span
      className="inline-flex items-center rounded-full border border-caution-400/70 bg-caution-950 px-2.5 py-0.5 text-xs font-semibold text-caution-200"
      title={`${stockCount} in stock, threshold ${threshold}`}
    >
      Low stock
    </span>
  );
}
