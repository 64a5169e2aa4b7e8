import { Calculator, Plus } from 'lucide-react';
import { Outlet } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { useFocusListOnReturn, useOpenFromList } from '../../common/hooks/use-list-navigation';
import { NEW_PRODUCT_PATH, PRODUCTS_PATH, REPRICE_PATH } from '../products-url';
import { PRODUCTS_TITLE_ID } from './product-list-view';
import { SyncProducts } from './sync-products';

/** The products section around its pages (the list, the add and edit forms): back to the list focuses it. */
export function ProductsSection() {
  useFocusListOnReturn(PRODUCTS_PATH, PRODUCTS_TITLE_ID);
  return <Outlet />;
}

/**
 * The list's tools in the dashboard's header: Add Product (keeping the list's filters), Reprice and Sync
 * Products.
 */
export function ProductTools() {
  const openFromList = useOpenFromList();
  return (
    <>
      <Button onClick={() => openFromList(NEW_PRODUCT_PATH)}>
        <Plus aria-hidden="true" />
        Add Product
      </Button>
      <Button variant="outline" onClick={() => openFromList(REPRICE_PATH, '')}>
        <Calculator aria-hidden="true" />
        Reprice
      </Button>
      <SyncProducts />
    </>
  );
}
