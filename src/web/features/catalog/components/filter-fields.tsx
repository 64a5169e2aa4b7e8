import type { ShopFiltersApi } from '../hooks/use-shop-filters';
import { CategoryFilter } from './category-filter';
import { PriceFilter } from './price-filter';
import { SearchFilter } from './search-filter';

/**
 * The specification's filters: search, the category radios and the price range, in the sidebar or
 * the sheet. `onCategoryPicked` runs after a category or sub-category is chosen (the sheet closes).
 */
export function FilterFields({
  filters,
  setFilters,
  clears,
  onCategoryPicked,
}: Pick<ShopFiltersApi, 'filters' | 'setFilters' | 'clears'> & { onCategoryPicked?: () => void }) {
  return (
    <>
      <SearchFilter key={`search-${clears}`} value={filters.q} onCommit={(q) => setFilters({ q })} />
      <CategoryFilter
        category={filters.category}
        subCategory={filters.subCategory}
        onChange={(category, subCategory) => {
          setFilters({ category, subCategory });
          onCategoryPicked?.();
        }}
      />
      <PriceFilter
        key={`price-${clears}`}
        min={filters.minPrice}
        max={filters.maxPrice}
        onCommit={(range) => setFilters(range)}
      />
    </>
  );
}
