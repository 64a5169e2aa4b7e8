import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useFeaturedProducts } from '../../catalog/api/products';
import { ProductGrid } from '../../catalog/components/product-grid';
import { ProductGridSkeleton } from '../../catalog/components/product-grid-skeleton';
import { SectionHeading } from './home-sections';

export function FeaturedProducts() {
  const featured = useFeaturedProducts();
  return (
    <section aria-labelledby="home-featured" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading
          id="home-featured"
          title="Featured Products"
          text="Hand-picked equipment trusted by workshops across Nigeria."
        />
        <Link to="/shop" className={`${buttonVariants({ variant: 'outline' })} mb-8`}>
          View All Products
        </Link>
      </div>
      <QueryState
        query={featured}
        loading={<ProductGridSkeleton count={6} label="Loading featured products" />}
        errorLabel="Error loading products"
        onRetry={() => void featured.refetch()}
        isRetrying={featured.isFetching}
      >
        {featured.data && <ProductGrid products={featured.data} label="Featured products" balanced />}
      </QueryState>
    </section>
  );
}
