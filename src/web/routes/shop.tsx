import { FilterChips } from '../features/catalog/components/filter-chips';
import { FilterSheet } from '../features/catalog/components/filter-sheet';
import { ShopResults } from '../features/catalog/components/shop-results';
import { ShopSidebar } from '../features/catalog/components/shop-sidebar';
import { ShopToolbar } from '../features/catalog/components/shop-toolbar';
import { NoScriptFilters } from '../features/catalog/components/no-script-filters';
import { useShopFilters } from '../features/catalog/hooks/use-shop-filters';
import { useShopProducts } from '../features/catalog/hooks/use-shop-products';
import { keptShopParams, shopHeading } from '../features/catalog/shop-filters';
import { usePageTitle } from '../lib/use-page-title';

/**
 * The shop: filters beside the results from the lg width, in a sheet behind a button below it (so the
 * results start near the top of a phone's screen); the active filters as chips above the results.
 */
export function ShopPage() {
  const shopFilters = useShopFilters();
  const { filters, setFilters, clearFilters } = shopFilters;
  const result = useShopProducts(filters);
  const heading = shopHeading(filters);
  usePageTitle(filters.category ? heading.title : 'Shop');

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-12">
      <h1 className="text-2xl font-extrabold tracking-tight text-foreground-strong sm:text-4xl">
        {heading.title}
      </h1>
      <p className="mt-1 text-sm text-muted-foreground sm:mt-2 sm:text-base">{heading.subtitle}</p>
      <div className="mt-5 flex flex-col gap-8 sm:mt-8 lg:flex-row">
        {/* The sidebar from the lg width, the sheet below it: chosen by the style sheet, so the page the
            server draws is right at every width. Without a script, NoScriptFilters stands for both. */}
        <ShopSidebar {...shopFilters} className="script-only hidden lg:block" />
        <div className="min-w-0 flex-1 space-y-4">
          <ShopToolbar
            shown={result.shown}
            matching={result.matching}
            sort={filters.sort}
            searching={filters.q !== ''}
            view={filters.view}
            onSort={(sort) => setFilters({ sort })}
            onView={(view) => setFilters({ view })}
            keptParams={keptShopParams(filters, ['sort'])}
            filtersButton={
              <>
                <FilterSheet
                  {...shopFilters}
                  className="script-only lg:hidden"
                  matching={result.matching}
                  isRefreshing={result.isRefreshing}
                />
                <NoScriptFilters filters={filters} />
              </>
            }
          />
          <FilterChips filters={filters} onChange={setFilters} />
          {result.correctedQuery && (
            <p className="text-foreground-soft">
              Showing results for “
              <span className="font-semibold text-foreground-strong">{result.correctedQuery}</span>”
            </p>
          )}
          <ShopResults
            products={result.products}
            view={filters.view}
            isPending={result.isPending}
            isError={result.isError}
            error={result.error}
            isRefreshing={result.isRefreshing}
            hasMore={result.hasMore}
            isLoadingMore={result.isLoadingMore}
            onLoadMore={result.loadMore}
            onRetry={result.retry}
            onClearFilters={clearFilters}
          />
        </div>
      </div>
    </div>
  );
}
