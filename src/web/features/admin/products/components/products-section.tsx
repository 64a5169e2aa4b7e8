import { FileSpreadsheet, Plus } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { useFocusListOnReturn, useOpenFromList } from '../../common/hooks/use-list-navigation';
import { IMPORT_PRODUCTS_PATH, NEW_PRODUCT_PATH, PRODUCTS_PATH } from '../products-url';
import { PRODUCTS_TITLE_ID } from './product-list-view';
import { SyncProducts } from './sync-products';

/** The products section around its pages (the list, the add and edit forms): back to the list focuses it. */
export function ProductsSection() {
  useFocusListOnReturn(PRODUCTS_PATH, PRODUCTS_TITLE_ID);
  return <Outlet />;
}

/**
 * The list's tools in the dashboard's header: Add Product (keeping the list's filters), Sync Products, and
 * the spreadsheet page.
 */
export function ProductTools() {
  const openFromList = useOpenFromList();
  return (
    <>
      <Button onClick={() => openFromList(NEW_PRODUCT_PATH)}>
        <Plus aria-hidden="true" />
        Add Product
      </Button>
      <SyncProducts />
      <Link to={IMPORT_PRODUCTS_PATH} className={buttonVariants({ variant: 'outline' })}>
        <FileSpreadsheet aria-hidden="true" />
        Import and export
      </Link>
    </>
  );
}
