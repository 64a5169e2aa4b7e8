import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { ShopFiltersApi } from '../hooks/use-shop-filters';
import { CategoryFilter } from './category-filter';
import { PriceFilter } from './price-filter';
import { SearchFilter } from './search-filter';

/** Search, category radios, price range and Clear All; folds behind a Filters button on small screens. */
export function ShopSidebar({ filters, setFilters, clearFilters, clears }: ShopFiltersApi) {
  const [open, setOpen] = useState(false);
  return (
    <aside aria-label="Product filters" className="lg:w-72 lg:shrink-0">
      <Button
        variant="outline"
        className="w-full lg:hidden"
        aria-expanded={open}
        aria-controls="shop-filters"
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {open ? 'Hide Filters' : 'Show Filters'}
      </Button>
      <div
        id="shop-filters"
        className={cn(
          'mt-4 space-y-6 rounded-xl border border-zinc-800 bg-zinc-900 p-4 lg:sticky lg:top-24 lg:mt-0 lg:block',
          !open && 'hidden',
        )}
      >
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-bold text-white">Filters</h2>
          <Button variant="ghost" size="sm" className="text-amber-400" onClick={clearFilters}>
            Clear All
          </Button>
        </div>
        <SearchFilter key={`search-${clears}`} value={filters.q} onCommit={(q) => setFilters({ q })} />
        <CategoryFilter
          category={filters.category}
          subCategory={filters.subCategory}
          onChange={(category, subCategory) => setFilters({ category, subCategory })}
        />
        <PriceFilter
          key={`price-${clears}`}
          min={filters.minPrice}
          max={filters.maxPrice}
          onCommit={(range) => setFilters(range)}
        />
      </div>
    </aside>
  );
}
