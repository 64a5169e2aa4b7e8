import { PackageX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '../components/ui/button';
import { QueryError } from '../components/ui/query-state';
import { useProductDetail } from '../features/catalog/api/products';
import { useDeferredQuery } from '../lib/use-deferred-query';
import { ProductDetails } from '../features/catalog/components/product-details';
import { usePageTitle } from '../lib/use-page-title';

function StatusView({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PackageX aria-hidden="true" className="size-14 text-faint-foreground" />
      <h1 className="mt-4 text-2xl font-bold text-foreground-strong">{title}</h1>
      {children}
      <Link to="/shop" className={`${buttonVariants({ size: 'lg' })} mt-8`}>
        Back to Shop
      </Link>
    </section>
  );
}

export function ProductPage() {
  const { id = '' } = useParams();
  const detail = useDeferredQuery(useProductDetail(id));
  const notFound = detail.data === null;
  usePageTitle(detail.data?.product.name ?? (notFound ? 'Product not found' : 'Product'));

  if (detail.isPending) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10" role="status" aria-label="Loading product">
        <div className="grid gap-8 lg:grid-cols-2" aria-hidden="true">
          <div className="aspect-[4/3] animate-pulse rounded-xl bg-muted" />
          <div className="space-y-4">
            <div className="h-4 w-24 rounded bg-muted" />
            <div className="h-10 w-3/4 rounded bg-muted" />
            <div className="h-8 w-40 rounded bg-muted" />
            <div className="h-24 rounded bg-muted" />
          </div>
        </div>
        <p className="mt-6 text-muted-foreground">Loading product...</p>
      </div>
    );
  }
  if (notFound) {
    return (
      <StatusView title="Product not found">
        <p className="mt-2 text-muted-foreground">This product does not exist or is no longer available.</p>
      </StatusView>
    );
  }
  if (detail.isError) {
    return (
      <StatusView title="Something went wrong">
        <QueryError label="Error loading product" error={detail.error} className="mt-4 text-left" />
      </StatusView>
    );
  }
  if (!detail.data) return null;
  return <ProductDetails key={id} product={detail.data.product} related={detail.data.related} />;
}
