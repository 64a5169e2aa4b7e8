import { useState } from 'react';
import type { Product } from '../../../../shared/product';
import type { AdminListFilters } from '../admin-url';
import { useAdminProductList } from '../hooks/use-admin-product-list';
import { useProductActions } from '../hooks/use-product-actions';
import { DeleteProductDialog } from './delete-product-dialog';
import { ListToolbar } from './list-toolbar';
import { ProductList } from './product-list';

/** The list view: search, status filter, count, the rows, and the delete confirmation. */
export function ProductListView({
  filters,
  onFilters,
  onEdit,
}: {
  filters: AdminListFilters;
  onFilters: (change: Partial<AdminListFilters>) => void;
  onEdit: (id: string) => void;
}) {
  const list = useAdminProductList(filters);
  const actions = useProductActions();
  const [pendingDelete, setPendingDelete] = useState<Product | null>(null);

  async function confirmDelete(product: Product) {
    await actions.remove(product);
    setPendingDelete(null);
  }

  return (
    <section aria-labelledby="admin-products-title" className="grid gap-6">
      <h2
        id="admin-products-title"
        tabIndex={-1}
        className="text-2xl font-bold text-white focus:outline-none"
      >
        Products
      </h2>
      <ListToolbar filters={filters} onChange={onFilters} />
      <p className="text-sm text-zinc-300" aria-live="polite">
        {list.isPending || list.isError
          ? '\u00a0'
          : `Showing ${list.products.length} of ${list.total} products`}
      </p>
      <ProductList
        list={list}
        onEdit={(product) => onEdit(product.id)}
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
