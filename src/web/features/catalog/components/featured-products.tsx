import { ProductGrid } from '../../../components/product/product-grid';
import { ProductGridSkeleton } from '../../../components/product/product-grid-skeleton';
import { QueryState } from '../../../components/ui/query-state';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { useFeaturedProducts } from '../api/products';

/** The featured products as a balanced grid, with their loading and error states (the home page frames it). */
export function FeaturedProducts() {
  const featured = useDeferredQuery(useFeaturedProducts());
  return (
    <QueryState
      query={featured}
      loading={<ProductGridSkeleton count={6} label="Loading featured products" balanced />}
      errorLabel="Error loading products"
      onRetry={() => void featured.refetch()}
      isRetrying={featured.isFetching}
    >
      {featured.data && <ProductGrid products={featured.data} label="Featured products" balanced />}
    </QueryState>
  );
}
