import { Loader2, ReceiptText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import type { AdminOrderListState } from '../hooks/use-admin-order-list';
import { OrderRow } from './order-row';

/** The orders, with loading, error (Retry), empty and 'Load more' states. */
export function OrderList({
  list,
  onOpen,
}: {
  list: AdminOrderListState;
  onOpen: (reference: string) => void;
}) {
  if (list.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-zinc-300">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        Loading orders...
      </p>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-900 bg-red-950/40 p-8 text-center">
        <p className="text-red-200">Error loading orders: {errorMessage(list.error)}</p>
        <Button variant="outline" className="mt-4" onClick={list.retry}>
          Retry
        </Button>
      </div>
    );
  }
  if (list.orders.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-zinc-800 bg-zinc-900 p-10 text-center">
        <ReceiptText aria-hidden="true" className="size-12 text-zinc-400" />
        <p className="mt-4 text-lg text-zinc-200">No orders found.</p>
      </div>
    );
  }
  return (
    <div className={cn(list.isRefreshing && 'opacity-60 transition-opacity')} aria-busy={list.isRefreshing}>
      <ul className="grid gap-4" aria-label="Orders">
        {list.orders.map((order) => (
          <OrderRow key={order.id} order={order} onOpen={onOpen} />
        ))}
      </ul>
      {list.hasMore && (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" size="lg" onClick={list.loadMore} disabled={list.isLoadingMore}>
            {list.isLoadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
