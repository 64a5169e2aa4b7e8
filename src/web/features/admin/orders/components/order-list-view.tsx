import type { OrderFilters } from '../admin-sections-url';
import { useAdminOrderList } from '../hooks/use-admin-order-list';
import { OrderList } from './order-list';
import { OrderToolbar } from './order-toolbar';

export const ORDERS_TITLE_ID = 'admin-orders-title';

/** The orders list: search, status filter, count and the orders, newest first. */
export function OrderListView({
  filters,
  onFilters,
  onOpen,
}: {
  filters: OrderFilters;
  onFilters: (change: Partial<OrderFilters>) => void;
  onOpen: (reference: string) => void;
}) {
  const list = useAdminOrderList(filters);
  return (
    <section aria-labelledby={ORDERS_TITLE_ID} className="grid gap-6">
      <h2 id={ORDERS_TITLE_ID} tabIndex={-1} className="text-2xl font-bold text-white focus:outline-none">
        Orders
      </h2>
      <OrderToolbar filters={filters} onChange={onFilters} />
      <p className="text-sm text-zinc-300" aria-live="polite">
        {list.isPending || list.isError ? '\u00a0' : `Showing ${list.orders.length} of ${list.total} orders`}
      </p>
      <OrderList list={list} onOpen={onOpen} />
    </section>
  );
}
