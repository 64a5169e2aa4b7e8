import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { ADMIN_MESSAGES } from '../../../../../shared/admin-catalogue';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { QueryError } from '../../../../components/ui/query-state';
import { ApiError } from '../../../../lib/api-client';
import { usePageTitle } from '../../../../lib/use-page-title';
import { LoadingStatus } from '../../common/components/load-states';
import { SectionDenied } from '../../common/components/section-denied';
import { useStaffAccess } from '../../common/hooks/use-staff-access';
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
  const can = useStaffAccess();
  usePageTitle(id === undefined ? 'Add Product - Admin' : 'Edit Product - Admin');
  if (!can(id === undefined ? 'products.manage' : 'products.edit')) return <SectionDenied />;
  if (id === undefined) return <ProductForm product={null} onDone={onDone} />;
  return <EditProduct key={id} id={id} onDone={onDone} />;
}

function EditProduct({ id, onDone }: { id: string; onDone: () => void }) {
  const query = useQuery(adminProductQuery(id));
  // The form keeps its own values: it starts from the product as first loaded, and a background
  // refetch does not overwrite what the admin is typing.
  if (query.data) return <ProductForm key={query.data.id} product={query.data} onDone={onDone} />;
  if (query.isPending) return <LoadingStatus>Loading product...</LoadingStatus>;
  const back = (
    <Button variant="secondary" onClick={onDone}>
      <ArrowLeft aria-hidden="true" />
      Back to products
    </Button>
  );
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <div>
        <Alert>{ADMIN_MESSAGES.productNotFound}</Alert>
        <div className="mt-4 flex">{back}</div>
      </div>
    );
  }
  return (
    <QueryError label="Error loading product" error={query.error} onRetry={() => void query.refetch()}>
      {back}
    </QueryError>
  );
}
