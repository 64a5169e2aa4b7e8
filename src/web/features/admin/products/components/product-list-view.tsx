import { useState } from 'react';
import type { Product } from '../../../../../shared/product';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useOpenFromList } from '../../common/hooks/use-list-navigation';
import { useSearchFilters } from '../../common/hooks/use-search-filters';
import { useAdminProductList } from '../hooks/use-admin-product-list';
import { useProductActions } from '../hooks/use-product-actions';
import { editProductPath, parseListFilters } from '../products-url';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductList } from './product-list';
import { ProductToolbar } from './product-toolbar';

export const PRODUCTS_TITLE_ID = 'admin-products-title';

/** The list page (`/admin/products`): search, status filter, count, the rows, and the delete confirmation. */
export function ProductListView() {
  const { filters, setFilters } = useSearchFilters(parseListFilters);
  const openFromList = useOpenFromList();
  const list = useAdminProductList(filters);
  const actions = useProductActions();
  const [pendingDelete, setPendingDelete] = useState<Product | null>(null);
  usePageTitle('Admin Dashboard');

  async function confirmDelete(product: Product) {
    await actions.remove(product);
    setPendingDelete(null);
  }

  return (
    <section aria-labelledby={PRODUCTS_TITLE_ID} className="grid gap-6">
      <h2 id={PRODUCTS_TITLE_ID} tabIndex={-1} className="text-2xl font-bold text-white focus:outline-none">
        Products
      </h2>
      <ProductToolbar filters={filters} onChange={setFilters} />
      <p className="text-sm text-zinc-300" aria-live="polite">
        {list.isPending || list.isError
          ? '\u00a0'
          : `Showing ${list.products.length} of ${list.total} products`}
      </p>
      <ProductList
        list={list}
        onEdit={(product) => openFromList(editProductPath(product.id))}
        onDelete={setPendingDelete}
        onRestore={actions.restore}
        restoringId={actions.restoringId}
      />
      <DeleteProductDialog
        product={pendingDelete}
        onClose={() => setPendingDelete(null)}
        onConfirm={(product) => void confirmDelete(product)}
        isDeleting={actions.isRemoving}
      />
    </section>
  );
}
