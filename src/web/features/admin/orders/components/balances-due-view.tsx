import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatNaira } from '../../../../../shared/money';
import type { OutstandingResponse } from '../../../../../shared/payment-schemas';
import { PAYMENT_LABELS } from '../../../../../shared/payments';
import { OrderStatusBadge } from '../../../../components/order/order-status-badge';
import { Button } from '../../../../components/ui/button';
import { QueryState } from '../../../../components/ui/query-state';
import { formatDateTime } from '../../../../lib/format-date';
import { usePageTitle } from '../../../../lib/use-page-title';
import { EmptyList, LoadingStatus } from '../../common/components/load-states';
import { BALANCES_PAGE_SIZE, outstandingQuery } from '../api/admin-payments';
import { ORDERS_PATH, adminOrderPath } from '../orders-url';
import { customerName } from '../order-format';

export const BALANCES_TITLE_ID = 'admin-balances-title';

/** `/admin/orders/balances`: the orders with a balance still to pay, oldest first, and the sum outstanding. */
export function BalancesDueView() {
  usePageTitle('Balances due - Admin');
  const [offset, setOffset] = useState(0);
  const list = useQuery(outstandingQuery(offset));
  const orders = list.data?.orders ?? [];
  const total = list.data?.total ?? 0;
  return (
    <section aria-labelledby={BALANCES_TITLE_ID} className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2
          id={BALANCES_TITLE_ID}
          tabIndex={-1}
          className="text-2xl font-bold text-foreground-strong focus:outline-none"
        >
          Balances due
        </h2>
        <Link
          to={ORDERS_PATH}
          className="text-sm text-primary-soft underline underline-offset-2 hover:text-primary-softer"
        >
          All orders
        </Link>
      </div>
      <p className="text-muted-foreground">
        Confirmed orders with money still to pay, oldest first. Open one to record a payment or send its pay
        link.
      </p>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {list.data
          ? `${list.data.total} ${list.data.total === 1 ? 'order owes' : 'orders owe'} ${formatNaira(list.data.totalBalance)} in all`
          : '\u00a0'}
      </p>
      <QueryState
        query={list}
        loading={<LoadingStatus>Loading the balances due...</LoadingStatus>}
        errorLabel="Error loading the balances due"
        onRetry={() => void list.refetch()}
        isEmpty={orders.length === 0}
        empty={<EmptyList icon={Check}>No order has a balance to pay.</EmptyList>}
      >
        <ol className="grid gap-3" aria-label="Orders with a balance due">
          {orders.map((order) => (
            <BalanceRow key={order.reference} order={order} />
          ))}
        </ol>
        {total > BALANCES_PAGE_SIZE && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - BALANCES_PAGE_SIZE))}
            >
              Previous page
            </Button>
            <Button
              variant="outline"
              disabled={offset + BALANCES_PAGE_SIZE >= total}
              onClick={() => setOffset(offset + BALANCES_PAGE_SIZE)}
            >
              Next page
            </Button>
          </div>
        )}
      </QueryState>
    </section>
  );
}

function BalanceRow({ order }: { order: OutstandingResponse['orders'][number] }) {
  return (
    <li className="grid min-w-0 gap-1 rounded-xl border border-border bg-card p-4">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Link
          to={adminOrderPath(order.reference)}
          className="font-mono font-bold text-primary-soft underline underline-offset-2 hover:text-primary-softer"
        >
          {order.reference}
        </Link>
        <span className="break-words text-foreground-strong">{customerName(order)}</span>
        <OrderStatusBadge status={order.status} size="sm" />
      </p>
      <p className="text-sm text-foreground-soft tabular-nums">
        {PAYMENT_LABELS.balance}{' '}
        <span className="font-semibold text-foreground-strong">{formatNaira(order.balance)}</span>
        {' · '}
        {PAYMENT_LABELS.amountPaid} {formatNaira(order.amountPaid)} of {formatNaira(order.total)}
      </p>
      <p className="text-sm text-muted-foreground">
        Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
      </p>
    </li>
  );
}
