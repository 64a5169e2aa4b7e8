import { Calculator, FileSpreadsheet, Plus } from 'lucide-react';
import { Link, Outlet, useNavigate } from 'react-router';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { useFocusListOnReturn, useOpenFromList } from '../../common/hooks/use-list-navigation';
import { useStaffAccess } from '../../common/hooks/use-staff-access';
import { IMPORT_PRODUCTS_PATH, NEW_PRODUCT_PATH, PRODUCTS_PATH, REPRICE_PATH } from '../products-url';
import { PRODUCTS_TITLE_ID } from './product-list-view';
import { SyncProducts } from './sync-products';

/** The products section around its pages (the list, the add and edit forms): back to the list focuses it. */
export function ProductsSection() {
  useFocusListOnReturn(PRODUCTS_PATH, PRODUCTS_TITLE_ID);
  return <Outlet />;
}

/**
 * The list's tools in the dashboard's header, as the admin's staff level allows: Add Product (keeping the
 * list's filters) and Sync Products (owners), Reprice (who may change prices), and the spreadsheet page
 * (everyone: the catalogue's export; its import is the owners').
 */
export function ProductTools() {
  const openFromList = useOpenFromList();
  const can = useStaffAccess();
  return (
    <>
      {can('products.manage') && (
        <Button onClick={() => openFromList(NEW_PRODUCT_PATH)}>
          <Plus aria-hidden="true" />
          Add Product
        </Button>
      )}
      {can('products.price') && (
        <Button variant="outline" onClick={() => openFromList(REPRICE_PATH, '')}>
          <Calculator aria-hidden="true" />
          Reprice
        </Button>
      )}
      {can('products.manage') && <SyncProducts />}
      <Link to={IMPORT_PRODUCTS_PATH} className={buttonVariants({ variant: 'outline' })}>
        <FileSpreadsheet aria-hidden="true" />
        Import and export
      </Link>
    </>
  );
}

/**
 * The Overview's quick actions, so that `/admin` itself is the specification's "Admin dashboard with Add
 * Product, a product form and a sync tool": Add Product (the product form) and Sync Products (the same
 * plan-then-apply sync as the list's). For the levels that may add products and sync (owners).
 */
export function ProductQuickActions() {
  const navigate = useNavigate();
  const can = useStaffAccess();
  if (!can('products.manage')) return null;
  return (
    <div role="group" aria-label="Quick actions" className="flex flex-col gap-3 sm:flex-row">
      <Button onClick={() => navigate(NEW_PRODUCT_PATH)}>
        <Plus aria-hidden="true" />
        Add Product
      </Button>
      <SyncProducts />
    </div>
  );
}
