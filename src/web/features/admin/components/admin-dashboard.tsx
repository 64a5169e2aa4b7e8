import { Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminView } from '../hooks/use-admin-view';
import { ProductFormView } from './product-form-view';
import { ProductListView } from './product-list-view';
import { SyncProducts } from './sync-products';

/**
 * The admin dashboard: the product list or the product form (add or edit), one at a time, as the URL
 * says (`/admin`, `/admin?view=new`, `/admin?edit=<id>`).
 */
export function AdminDashboard() {
  const { view, filters, setFilters, openNew, openEdit, backToList } = useAdminView();
  const previousKind = useRef(view.kind);
  useEffect(() => {
    // Back from a form: focus goes to the list's heading (the form's controls are gone).
    if (previousKind.current !== 'list' && view.kind === 'list')
      document.getElementById('admin-products-title')?.focus();
    previousKind.current = view.kind;
  }, [view.kind]);
  usePageTitle(
    view.kind === 'new'
      ? 'Add Product - Admin'
      : view.kind === 'edit'
        ? 'Edit Product - Admin'
        : 'Admin Dashboard',
  );

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Admin Dashboard</h1>
          <p className="mt-2 text-zinc-300">Add, edit, delete and restore the shop&apos;s products.</p>
        </div>
        {view.kind === 'list' && (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={openNew}>
              <Plus aria-hidden="true" />
              Add Product
            </Button>
            <SyncProducts />
          </div>
        )}
      </header>
      {view.kind === 'list' ? (
        <ProductListView filters={filters} onFilters={setFilters} onEdit={openEdit} />
      ) : (
        <ProductFormView
          key={view.kind === 'edit' ? view.id : 'new'}
          editId={view.kind === 'edit' ? view.id : null}
          onDone={backToList}
        />
      )}
    </div>
  );
}
