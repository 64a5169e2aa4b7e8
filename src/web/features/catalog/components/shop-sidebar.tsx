import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { ShopFiltersApi } from '../hooks/use-shop-filters';
import { FilterFields } from './filter-fields';

/** Search, category radios, price range and Clear All beside the results, from the lg width. */
export function ShopSidebar({
  filters,
  setFilters,
  clearFilters,
  clears,
  className,
}: ShopFiltersApi & { className?: string }) {
  return (
    <aside aria-label="Product filters" className={cn('lg:w-72 lg:shrink-0', className)}>
      <div className="space-y-6 rounded-xl border border-border bg-card p-4 lg:sticky lg:top-24">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-bold text-foreground-strong">Filters</h2>
          <Button variant="ghost" size="sm" className="text-primary-strong" onClick={clearFilters}>
            Clear All
          </Button>
        </div>
        <FilterFields filters={filters} setFilters={setFilters} clears={clears} />
      </div>
    </aside>
  );
}
