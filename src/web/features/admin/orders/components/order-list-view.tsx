import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../../../shared/order-status';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../lib/use-page-title';
import { WAITING_PATH } from '../follow-up-model';
import { BALANCES_PATH } from '../payments-model';
import { ListToolbar } from '../../common/components/list-toolbar';
import { useOpenFromList } from '../../common/hooks/use-list-navigation';
import { useSearchFilters } from '../../common/hooks/use-search-filters';
import { useAdminOrderList } from '../hooks/use-admin-order-list';
import { adminOrderPath, parseOrderFilters, type OrderStatusFilter } from '../orders-url';
import { OrderList } from './order-list';

export const ORDERS_TITLE_ID = 'admin-orders-title';

const STATUS_OPTIONS: readonly { value: OrderStatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];

/** The orders list (`/admin/orders`): search, status filter, count and the orders, newest first. */
export function OrderListView() {
  const { filters, setFilters } = useSearchFilters(parseOrderFilters);
  const openFromList = useOpenFromList();
  const list = useAdminOrderList(filters);
  usePageTitle('Orders - Admin');
  return (
    <section aria-labelledby={ORDERS_TITLE_ID} className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2
          id={ORDERS_TITLE_ID}
          tabIndex={-1}
          className="text-2xl font-bold text-foreground-strong focus:outline-none"
        >
          Orders
        </h2>
        <nav aria-label="Order views" className="flex flex-wrap gap-x-4 gap-y-1">
          <Link
            to={WAITING_PATH}
            className="text-sm text-primary-soft underline underline-offset-2 hover:text-primary-softer"
          >
            Waiting for a chat
          </Link>
          <Link
            to={BALANCES_PATH}
            className="text-sm text-primary-soft underline underline-offset-2 hover:text-primary-softer"
          >
            Balances due
          </Link>
        </nav>
      </div>
      <ListToolbar
        search={{
          id: 'admin-order-search',
          label: 'Search orders',
          placeholder: 'Reference, name or phone',
          maxLength: 100,
          value: filters.q,
          onCommit: (q) => setFilters({ q }),
        }}
        filter={{
          id: 'admin-order-status',
          label: 'Order status',
          value: filters.status,
          options: STATUS_OPTIONS,
          onChange: (status) => setFilters({ status }),
        }}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {list.isPending || list.isError ? '\u00a0' : `Showing ${list.orders.length} of ${list.total} orders`}
      </p>
      <OrderList list={list} onOpen={(reference) => openFromList(adminOrderPath(reference))} />
    </section>
  );
}
