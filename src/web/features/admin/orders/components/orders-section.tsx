import { Outlet } from 'react-router';
import { useFocusListOnReturn } from '../../common/hooks/use-list-navigation';
import { ORDERS_PATH } from '../orders-url';
import { ORDERS_TITLE_ID } from './order-list-view';

/** The order desk around its pages (the list, one order): back to the list focuses it. */
export function OrdersSection() {
  useFocusListOnReturn(ORDERS_PATH, ORDERS_TITLE_ID);
  return <Outlet />;
}
