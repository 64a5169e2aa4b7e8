import { cn } from '../../lib/cn';

/** Placeholder cards that hold the grid's final space while products load. */
export function ProductGridSkeleton({
  count,
  label,
  layout = 'grid',
}: {
  count: number;
  label: string;
  layout?: 'grid' | 'list';
}) {
  return (
    <div role="status" aria-label={label}>
      <ul
        aria-hidden="true"
        className={cn(
          'grid gap-4 sm:gap-6',
          layout === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1',
        )}
      >
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-xl border border-zinc-800 bg-zinc-900">
            <div className="aspect-[4/3] animate-pulse bg-zinc-800" />
            <div className="space-y-3 p-4">
              <div className="h-3 w-1/3 rounded bg-zinc-800" />
              <div className="h-4 w-3/4 rounded bg-zinc-800" />
              <div className="h-4 w-1/2 rounded bg-zinc-800" />
              <div className="h-11 rounded bg-zinc-800" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
