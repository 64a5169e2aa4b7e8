import { PackageSearch } from 'lucide-react';
import type { ProductCard } from '../../../../shared/product';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { cn } from '../../../lib/cn';
import type { ShopView } from '../shop-filters';
import { ProductGrid } from '../../../components/product/product-grid';
import { ProductGridSkeleton } from '../../../components/product/product-grid-skeleton';

interface ShopResultsProps {
  products: ProductCard[];
  view: ShopView;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isRefreshing: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onClearFilters: () => void;
}

export function ShopResults(props: ShopResultsProps) {
  const { products, view } = props;
  return (
    <QueryState
      query={props}
      loading={
        <div>
          <p className="mb-4 text-muted-foreground">Loading products...</p>
          <ProductGridSkeleton count={6} layout={view} label="Loading products" />
        </div>
      }
      errorLabel="Error loading products"
      onRetry={props.onRetry}
      isEmpty={products.length === 0}
      empty={
        <div className="flex flex-col items-center rounded-xl border border-border bg-card p-10 text-center">
          <PackageSearch aria-hidden="true" className="size-12 text-subtle-foreground" />
          <p className="mt-4 text-lg text-foreground-soft">No products found matching your criteria.</p>
          <Button className="mt-6" onClick={props.onClearFilters}>
            Clear Filters
          </Button>
        </div>
      }
    >
      <div
        className={cn(props.isRefreshing && 'opacity-60 transition-opacity')}
        aria-busy={props.isRefreshing}
      >
        <ProductGrid
          products={products}
          layout={view}
          eagerCount={view === 'grid' ? 2 : 1}
          headingLevel="h2"
          label="Products"
        />
        {props.hasMore && (
          <div className="mt-10 flex justify-center">
            <Button variant="outline" size="lg" onClick={props.onLoadMore} disabled={props.isLoadingMore}>
              {props.isLoadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
    </QueryState>
  );
}
