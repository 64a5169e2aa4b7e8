import { Outlet } from 'react-router';
import { useFocusListOnReturn } from '../../common/hooks/use-list-navigation';
import { CUSTOMERS_PATH } from '../customers-url';
import { CUSTOMERS_TITLE_ID } from './customer-list-view';

/** The customer book around its pages (the list, one customer): back to the list focuses it. */
export function CustomersSection() {
  useFocusListOnReturn(CUSTOMERS_PATH, CUSTOMERS_TITLE_ID);
  return <Outlet />;
}
