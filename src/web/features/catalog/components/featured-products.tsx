import { ProductGrid } from '../../../components/product/product-grid';
import { ProductGridSkeleton } from '../../../components/product/product-grid-skeleton';
import { buttonVariants } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useFeaturedProducts } from '../api/products';

/** The featured products as a balanced grid, with their loading and error states (the home page frames it). */
export function FeaturedProducts() {
  const featured = useFeaturedProducts();
  return featured.isPending ? (
    <ProductGridSkeleton count={6} label="Loading featured products" />
  ) : featured.isError ? (
    <div role="alert" className="rounded-xl border border-red-900 bg-red-950/40 p-6 text-red-200">
      <p>Error loading products: {errorMessage(featured.error)}</p>
      <button
        type="button"
        className={`${buttonVariants({ variant: 'outline' })} mt-4`}
        onClick={() => void featured.refetch()}
      >
        Retry
      </button>
    </div>
  ) : (
    <ProductGrid products={featured.data} label="Featured products" balanced />
  );
}
