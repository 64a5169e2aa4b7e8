import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { activeFilterChips } from '../filter-chips';
import type { ShopFiltersApi } from '../hooks/use-shop-filters';
import { FilterFields } from './filter-fields';

/** "Show 12 products" while the count is known and current, else "Show products". */
export function showProductsLabel(matching: number | undefined, current: boolean): string {
  if (matching === undefined || !current) return 'Show products';
  return `Show ${matching} ${matching === 1 ? 'product' : 'products'}`;
}

interface FilterSheetProps extends ShopFiltersApi {
  /** Products matching the filters now. */
  matching: number | undefined;
  /** The count belongs to the previous filters while the new ones load. */
  isRefreshing: boolean;
  className?: string;
}

/**
 * The filters on a phone: a button that opens them as a sheet over the results (a modal <dialog>: the
 * page behind is inert, Escape closes, focus returns to the button). "Show N products" closes it, and
 * so does picking a category or sub-category.
 */
export function FilterSheet({ matching, isRefreshing, className, ...shopFilters }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const dialogProps = useModalDialog(open, () => setOpen(false));
  const titleId = useId();
  const active = activeFilterChips(shopFilters.filters).length;

  return (
    <>
      {/* The count sits beside the button, not in it: the button's visible words stay within its name. */}
      <span className={cn('relative inline-flex', className)}>
        <Button
          variant="outline"
          aria-haspopup="dialog"
          aria-label="Show Filters"
          onClick={() => setOpen(true)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
        </Button>
        {active > 0 && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -top-2 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-foreground"
          >
            {active}
          </span>
        )}
      </span>
      <dialog
        {...dialogProps}
        aria-labelledby={titleId}
        className="mx-auto mt-auto mb-0 max-h-[90dvh] w-full max-w-lg rounded-t-2xl border border-b-0 border-border-strong bg-card p-0 text-foreground shadow-2xl backdrop:bg-overlay/70"
      >
        <div className="flex max-h-[90dvh] flex-col">
          <div className="flex items-center justify-between border-b border-border py-2 pr-2 pl-4">
            <h2 id={titleId} className="text-lg font-bold text-foreground-strong">
              Filters
            </h2>
            <button
              type="button"
              aria-label="Close filters"
              onClick={() => setOpen(false)}
              className="inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground-strong"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 space-y-6 overflow-y-auto p-4">
            <FilterFields
              filters={shopFilters.filters}
              setFilters={shopFilters.setFilters}
              clears={shopFilters.clears}
              onCategoryPicked={() => setOpen(false)}
            />
          </div>
          <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-3 border-t border-border p-4">
            <Button variant="outline" onClick={shopFilters.clearFilters}>
              Clear All
            </Button>
            <Button onClick={() => setOpen(false)}>{showProductsLabel(matching, !isRefreshing)}</Button>
          </div>
        </div>
      </dialog>
    </>
  );
}
