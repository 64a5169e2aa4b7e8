import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { useParams } from 'react-router';
import { ADMIN_MESSAGES } from '../../../../../shared/admin-catalogue';
import { Button } from '../../../../components/ui/button';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useBackToList } from '../../common/hooks/use-list-navigation';
import { adminProductQuery } from '../api/admin-products';
import { PRODUCTS_PATH } from '../products-url';
import { ProductForm } from './product-form';

/**
 * The add form (`/admin/products/new`), or the edit form (`/admin/products/<id>/edit`) once its product
 * has loaded, with loading, not-found and error states. Leaving it returns to the list.
 */
export function ProductFormView() {
  const { id } = useParams();
  const onDone = useBackToList(PRODUCTS_PATH);
  usePageTitle(id === undefined ? 'Add Product - Admin' : 'Edit Product - Admin');
  if (id === undefined) return <ProductForm product={null} onDone={onDone} />;
  return <EditProduct key={id} id={id} onDone={onDone} />;
}

function EditProduct({ id, onDone }: { id: string; onDone: () => void }) {
  const query = useQuery(adminProductQuery(id));
  // The form keeps its own values: it starts from the product as first loaded, and a background
  // refetch does not overwrite what the admin is typing.
  if (query.data) return <ProductForm key={query.data.id} product={query.data} onDone={onDone} />;
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-zinc-300">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        Loading product...
      </p>
    );
  }
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div role="alert" className="rounded-xl border border-red-900 bg-red-950/40 p-8 text-center">
      <p className="text-red-200">
        {notFound ? ADMIN_MESSAGES.productNotFound : `Error loading product: ${errorMessage(query.error)}`}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {!notFound && (
          <Button variant="outline" onClick={() => void query.refetch()}>
            Retry
          </Button>
        )}
        <Button variant="secondary" onClick={onDone}>
          <ArrowLeft aria-hidden="true" />
          Back to products
        </Button>
      </div>
    </div>
  );
}
