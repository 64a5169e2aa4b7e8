import { ChevronRight } from 'lucide-react';
import { formatNaira } from '../../../../../shared/money';
import type { Order } from '../../../../../shared/orders';
import { Button } from '../../../../components/ui/button';
import { OrderStatusBadge } from '../../../../components/order/order-status-badge';
import { formatDateTime } from '../../../../lib/format-date';
import { customerName, customerPhone, itemCountText } from '../order-format';

/** One order of the list: reference, customer, date, items, total, status and "Open order". */
export function OrderRow({ order, onOpen }: { order: Order; onOpen: (reference: string) => void }) {
  const titleId = `admin-order-${order.reference}-title`;
  return (
    <li className="rounded-xl border border-border bg-card p-4">
      <article aria-labelledby={titleId} className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-mono font-semibold text-foreground-strong">
              {order.reference}
            </h3>
            <OrderStatusBadge status={order.status} size="sm" />
          </div>
          <p className="mt-1 font-medium wrap-anywhere text-foreground">{customerName(order)}</p>
          <p className="text-sm wrap-anywhere text-muted-foreground">
            <span className="sr-only">Phone: </span>
            {customerPhone(order)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            <span aria-hidden="true"> · </span>
            <span>{itemCountText(order.itemCount)}</span>
            <span aria-hidden="true"> · </span>
            <span className="font-semibold text-primary-soft">{formatNaira(order.total)}</span>
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => onOpen(order.reference)}
          className="self-start sm:self-center"
        >
          Open order<span className="sr-only"> {order.reference}</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </article>
    </li>
  );
}
