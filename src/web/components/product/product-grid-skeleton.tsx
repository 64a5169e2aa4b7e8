import { cn } from '../../lib/cn';
import { SHOP_GRID_COLUMNS } from '../../../shared/grid-columns';

/**
 * Placeholder cards that hold the grid's final space while products load: the shop's columns, or a
 * short (balanced) grid's two columns on a phone and three above.
 */
export function ProductGridSkeleton({
  count,
  label,
  layout = 'grid',
  balanced = false,
}: {
  count: number;
  label: string;
  layout?: 'grid' | 'list';
  balanced?: boolean;
}) {
  const columns = balanced
    ? 'grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-6'
    : `gap-3 sm:gap-6 ${SHOP_GRID_COLUMNS}`;
  return (
    <div role="status" aria-label={label}>
      <ul
        aria-hidden="true"
        className={cn('grid', layout === 'grid' ? columns : 'grid-cols-1 gap-4 sm:gap-6')}
      >
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-xl border border-border bg-card">
            <div className="aspect-[4/3] animate-pulse bg-muted" />
            <div className="space-y-3 p-4">
              <div className="h-3 w-1/3 rounded bg-muted" />
              <div className="h-4 w-3/4 rounded bg-muted" />
              <div className="h-4 w-1/2 rounded bg-muted" />
              <div className="h-11 rounded bg-muted" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
