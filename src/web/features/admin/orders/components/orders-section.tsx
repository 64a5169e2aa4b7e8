import { useEffect, useRef } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrdersView } from '../hooks/use-orders-view';
import { OrderDetailView } from './order-detail-view';
import { ORDERS_TITLE_ID, OrderListView } from './order-list-view';

/** The order desk: the list (`?section=orders`) or one order (`?section=orders&order=GE-1001`). */
export function OrdersSection() {
  const { view, filters, setFilters, openOrder, backToOrders } = useOrdersView();
  const previousKind = useRef(view.kind);
  useEffect(() => {
    // Back from an order: focus goes to the list's heading (the order's controls are gone).
    if (previousKind.current !== 'list' && view.kind === 'list')
      document.getElementById(ORDERS_TITLE_ID)?.focus();
    previousKind.current = view.kind;
  }, [view.kind]);
  usePageTitle(view.kind === 'detail' ? `Order ${view.reference} - Admin` : 'Orders - Admin');

  if (view.kind === 'detail') {
    return <OrderDetailView key={view.reference} reference={view.reference} onBack={backToOrders} />;
  }
  return <OrderListView filters={filters} onFilters={setFilters} onOpen={openOrder} />;
}
