import { Calculator, X } from 'lucide-react';
import { useState } from 'react';
import type { Product } from '../../../../../shared/product';
import { Button } from '../../../../components/ui/button';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useOpenFromList } from '../../common/hooks/use-list-navigation';
import { useSearchFilters } from '../../common/hooks/use-search-filters';
import { useAdminProductList } from '../hooks/use-admin-product-list';
import { useProductActions } from '../hooks/use-product-actions';
import { editProductPath, parseListFilters, repricePath, REPRICE_PATH } from '../products-url';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductList } from './product-list';
import { ProductToolbar } from './product-toolbar';

export const PRODUCTS_TITLE_ID = 'admin-products-title';

/**
 * The list page (`/admin/products`): search, status and stock filters, count, the rows (each can be
 * ticked, to reprice the ticked ones), and the delete confirmation.
 */
export function ProductListView() {
  const { filters, setFilters } = useSearchFilters(parseListFilters);
  const openFromList = useOpenFromList();
  const list = useAdminProductList(filters);
  const actions = useProductActions();
  const [pendingDelete, setPendingDelete] = useState<Product | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  usePageTitle('Admin Dashboard');

  function tick(product: Product, on: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(product.id);
      else next.delete(product.id);
      return next;
    });
  }

  function repriceTicked() {
    const search = repricePath([...ticked]).slice(REPRICE_PATH.length);
    openFromList(REPRICE_PATH, search);
  }

  async function confirmDelete(product: Product) {
    await actions.remove(product);
    setPendingDelete(null);
  }

  return (
    <section aria-labelledby={PRODUCTS_TITLE_ID} className="grid gap-6">
      <h2
        id={PRODUCTS_TITLE_ID}
        tabIndex={-1}
        className="text-2xl font-bold text-foreground-strong focus:outline-none"
      >
        Products
      </h2>
      <ProductToolbar filters={filters} onChange={setFilters} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {list.isPending || list.isError
          ? '\u00a0'
          : `Showing ${list.products.length} of ${list.total} products`}
      </p>
      {ticked.size > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-primary/40 bg-card p-3">
          <p className="text-sm font-medium text-foreground">
            {ticked.size} {ticked.size === 1 ? 'product' : 'products'} ticked
          </p>
          <Button size="sm" onClick={repriceTicked}>
            <Calculator aria-hidden="true" />
            Reprice ticked
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setTicked(new Set())}>
            <X aria-hidden="true" />
            Clear ticks
          </Button>
        </div>
      )}
      <ProductList
        list={list}
        ticked={ticked}
        onTick={tick}
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
