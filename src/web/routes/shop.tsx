import { ShopResults } from '../features/catalog/components/shop-results';
import { ShopSidebar } from '../features/catalog/components/shop-sidebar';
import { ShopToolbar } from '../features/catalog/components/shop-toolbar';
import { useShopFilters } from '../features/catalog/hooks/use-shop-filters';
import { useShopProducts } from '../features/catalog/hooks/use-shop-products';
import { shopHeading } from '../features/catalog/shop-filters';
import { usePageTitle } from '../lib/use-page-title';

export function ShopPage() {
  const shopFilters = useShopFilters();
  const { filters, setFilters, clearFilters } = shopFilters;
  const result = useShopProducts(filters);
  const heading = shopHeading(filters);
  usePageTitle(filters.category ? heading.title : 'Shop');

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{heading.title}</h1>
      <p className="mt-2 text-zinc-300">{heading.subtitle}</p>
      <div className="mt-8 flex flex-col gap-8 lg:flex-row">
        <ShopSidebar {...shopFilters} />
        <div className="min-w-0 flex-1 space-y-6">
          <ShopToolbar
            shown={result.shown}
            matching={result.matching}
            sort={filters.sort}
            view={filters.view}
            onSort={(sort) => setFilters({ sort })}
            onView={(view) => setFilters({ view })}
          />
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
