import { LayoutGrid, List } from 'lucide-react';
import { Select } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '../../../../shared/catalogue-options';
import type { ShopView } from '../shop-filters';

interface ShopToolbarProps {
  /** Products on screen. */
  shown: number | undefined;
  /** Products matching the filters (every active product when no filter is set). */
  matching: number | undefined;
  sort: SortOption;
  view: ShopView;
  onSort: (sort: SortOption) => void;
  onView: (view: ShopView) => void;
}

const viewButton =
  'inline-flex size-11 items-center justify-center rounded-md border border-zinc-700 text-zinc-300 hover:text-white aria-pressed:border-amber-400 aria-pressed:bg-amber-500/15 aria-pressed:text-amber-300';

export function ShopToolbar({ shown, matching, sort, view, onSort, onView }: ShopToolbarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-zinc-300" aria-live="polite">
        {shown !== undefined && matching !== undefined
          ? `Showing ${shown} of ${matching} products`
          : '\u00a0'}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor="shop-sort" className="text-sm whitespace-nowrap text-zinc-300">
          Sort by
        </label>
        <Select
          id="shop-sort"
          value={sort}
          onChange={(event) => onSort(event.target.value as SortOption)}
          className="w-auto"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </Select>
        <div className="flex gap-1" role="group" aria-label="View">
          <button
            type="button"
            className={cn(viewButton)}
            aria-pressed={view === 'grid'}
            aria-label="Grid view"
            onClick={() => onView('grid')}
          >
            <LayoutGrid aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={cn(viewButton)}
            aria-pressed={view === 'list'}
            aria-label="List view"
            onClick={() => onView('list')}
          >
            <List aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </div>
  );
}
