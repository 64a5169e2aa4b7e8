import { Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import type { AdminSection } from '../admin-sections-url';
import { useAdminSection } from '../hooks/use-admin-section';
import { useAdminView, type AdminViewApi } from '../hooks/use-admin-view';
import { AdminSectionsNav } from './admin-sections-nav';
import { MessagesView } from './messages-view';
import { OrdersSection } from './orders-section';
import { ProductFormView } from './product-form-view';
import { ProductListView } from './product-list-view';
import { SyncProducts } from './sync-products';

const SECTION_INTROS: Record<AdminSection, string> = {
  products: "Add, edit, delete and restore the shop's products.",
  orders: "Confirm, track and annotate customers' orders.",
  messages: 'Read and handle the messages sent through the contact form.',
};

/**
 * The admin dashboard in three sections, as the URL says: products (`/admin`: the product list, or the
 * product form at `/admin?view=new` and `/admin?edit=<id>`), orders (`/admin?section=orders`, one order
 * at `&order=<reference>`) and messages (`/admin?section=messages`).
 */
export function AdminDashboard() {
  const { section } = useAdminSection();
  const products = useAdminView();
  const showProductTools = section === 'products' && products.view.kind === 'list';

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12">
      <div className="grid gap-6">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Admin Dashboard</h1>
            <p className="mt-2 text-zinc-300">{SECTION_INTROS[section]}</p>
          </div>
          {showProductTools && (
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button onClick={products.openNew}>
                <Plus aria-hidden="true" />
                Add Product
              </Button>
              <SyncProducts />
            </div>
          )}
        </header>
        <AdminSectionsNav />
      </div>
      {section === 'products' && <ProductsSection products={products} />}
      {section === 'orders' && <OrdersSection />}
      {section === 'messages' && <MessagesView />}
    </div>
  );
}

/** The products section: the list or the product form (add or edit), one at a time. */
function ProductsSection({ products }: { products: AdminViewApi }) {
  const { view, filters, setFilters, openEdit, backToList } = products;
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

  if (view.kind === 'list') {
    return <ProductListView filters={filters} onFilters={setFilters} onEdit={openEdit} />;
  }
  return (
    <ProductFormView
      key={view.kind === 'edit' ? view.id : 'new'}
      editId={view.kind === 'edit' ? view.id : null}
      onDone={backToList}
    />
  );
}
