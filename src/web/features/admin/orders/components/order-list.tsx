import { ReceiptText } from 'lucide-react';
import type { AdminOrderListState } from '../hooks/use-admin-order-list';
import { OrderRow } from './order-row';
import { PagedList } from '../../common/components/paged-list';

/** The orders, with loading, error (Retry), empty and 'Load more' states. */
export function OrderList({
  list,
  onOpen,
}: {
  list: AdminOrderListState;
  onOpen: (reference: string) => void;
}) {
  return (
    <PagedList
      list={list}
      noun="Orders"
      count={list.orders.length}
      emptyIcon={ReceiptText}
      emptyText="No orders found."
    >
      {list.orders.map((order) => (
        <OrderRow key={order.id} order={order} onOpen={onOpen} />
      ))}
    </PagedList>
  );
}
