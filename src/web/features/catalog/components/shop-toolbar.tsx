import { LayoutGrid, List } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import {
  LIST_SORTS,
  RELEVANCE_LABEL,
  SORT_LABELS,
  SORT_OPTIONS,
  type ListSort,
} from '../../../../shared/catalogue-options';
import type { ShopView } from '../shop-filters';

interface ShopToolbarProps {
  /** Products on screen. */
  shown: number | undefined;
  /** Products matching the filters (every active product when no filter is set). */
  matching: number | undefined;
  sort: ListSort;
  /** A query is set: Relevance is offered (and is the default). */
  searching: boolean;
  view: ShopView;
  onSort: (sort: ListSort) => void;
  onView: (view: ShopView) => void;
  /** The button that opens the filters on a phone, beside the sort. */
  filtersButton?: ReactNode;
  /** The other filters, which the order form keeps (it works as a plain form without a script). */
  keptParams?: [string, string][];
}

const viewButton =
  'inline-flex size-11 items-center justify-center rounded-md border border-border-strong text-muted-foreground hover:text-foreground-strong aria-pressed:border-primary-strong aria-pressed:bg-primary/15 aria-pressed:text-primary-soft';

const sortLabel = (sort: ListSort) => (sort === 'relevance' ? RELEVANCE_LABEL : SORT_LABELS[sort]);

/**
 * The count, the sort and the grid/list switch. On a phone: the filters button and the sort on the first
 * line, the count and the view on the second.
 */
export function ShopToolbar(props: ShopToolbarProps) {
  const { shown, matching, sort, searching, view, onSort, onView } = props;
  const sorts = searching ? LIST_SORTS : SORT_OPTIONS;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {props.filtersButton}
      <form
        method="get"
        action="/shop"
        onSubmit={(event) => event.preventDefault()}
        className="flex min-w-0 grow basis-48 items-center gap-2 sm:order-2 sm:grow-0 sm:basis-auto"
      >
        {(props.keptParams ?? []).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label
          htmlFor="shop-sort"
          className="sr-only text-sm whitespace-nowrap text-muted-foreground sm:not-sr-only"
        >
          Sort by
        </label>
        <Select
          id="shop-sort"
          name="sort"
          value={sort}
          onChange={(event) => onSort(event.target.value as ListSort)}
          className="min-w-0 sm:w-auto"
        >
          {sorts.map((option) => (
            <option key={option} value={option}>
              {sortLabel(option)}
            </option>
          ))}
        </Select>
        <button type="submit" className={cn(buttonVariants({ variant: 'outline' }), 'no-script')}>
          Sort
        </button>
      </form>
      <p className="grow text-sm text-muted-foreground sm:order-1" aria-live="polite">
        {shown !== undefined && matching !== undefined
          ? `Showing ${shown} of ${matching} products`
          : '\u00a0'}
      </p>
      <div className="flex gap-1 sm:order-3" role="group" aria-label="View">
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
  );
}
