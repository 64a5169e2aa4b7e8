import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useFeaturedProducts } from '../api/products';
import { ProductGrid } from '../../../components/product/product-grid';
import { ProductGridSkeleton } from '../../../components/product/product-grid-skeleton';
import { SectionHeading } from '../../home/components/home-sections';

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
      {featured.isPending ? (
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
      )}
    </section>
  );
}
