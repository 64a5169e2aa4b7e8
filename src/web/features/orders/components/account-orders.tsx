import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { formatNaira } from '../../../../shared/money';
import { ACCOUNT_LATEST_ORDERS, orderPath } from '../../../../shared/order-status';
import type { Order } from '../../../../shared/orders';
import { orderLineVariantText } from '../../../../shared/product-variants';
import { buttonVariants } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useAccountOrders } from '../hooks/use-account-orders';
import { formatDate } from '../../../lib/format-date';
import { OrderItemImage } from '../../../components/order/order-item-image';
import { OrderStatusBadge } from '../../../components/order/order-status-badge';

function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order.reference}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-lg border border-border bg-background/60 p-4 transition-colors hover:border-input"
      >
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h3 id={headingId} className="text-base font-bold text-foreground-strong">
            <Link
              to={orderPath(order.reference)}
              className="inline-flex min-h-11 items-center text-primary-soft underline-offset-4 hover:underline"
            >
              Order {order.reference}
            </Link>
          </h3>
          <OrderStatusBadge status={order.status} />
        </div>
        <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-subtle-foreground">Placed</dt>
            <dd className="text-foreground">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-subtle-foreground">Total</dt>
            <dd className="font-semibold text-foreground-strong">{formatNaira(order.total)}</dd>
          </div>
        </dl>
        <ul className="mt-3 grid gap-2" aria-label={`Items in order ${order.reference}`}>
          {order.items.map((item, index) => (
            <li key={`${item.productId}-${index}`} className="flex items-center gap-3">
              <OrderItemImage
                publicId={item.imagePublicId}
                fallbackSrc={item.image}
                alt={item.name}
                className="w-16"
              />
              <span className="min-w-0 text-sm break-words text-foreground-soft">
                {item.name}
                {item.quantity > 1 && <span className="text-subtle-foreground"> × {item.quantity}</span>}
                {item.variant && (
                  <span className="block text-subtle-foreground">{orderLineVariantText(item.variant)}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}

function OrdersSkeleton() {
  return (
    <div role="status" className="mt-4">
      <span className="sr-only">Loading your orders...</span>
      <div aria-hidden="true" className="grid gap-3">
        <div className="h-5 w-32 rounded bg-muted" />
        {Array.from({ length: ACCOUNT_LATEST_ORDERS }, (_, index) => (
          <div key={index} className="h-36 animate-pulse rounded-lg bg-muted/70" />
        ))}
      </div>
    </div>
  );
}

/** The account page's orders (SPEC.md section 2): the total count and the three latest orders. */
export function AccountOrders() {
  const list = useAccountOrders();
  const { orders, total } = list;

  return (
    <section
      aria-labelledby="account-orders"
      className="mt-8 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h2 id="account-orders" className="text-lg font-bold text-foreground-strong">
        Your Orders
      </h2>
      <QueryState
        query={list}
        loading={<OrdersSkeleton />}
        errorLabel="Could not load your orders"
        onRetry={list.retry}
        isRetrying={list.isRetrying}
        errorClassName="mt-4"
      >
        <p className="mt-2 font-semibold text-foreground">{`Total orders: ${total}`}</p>
        {orders.length === 0 ? (
          <div className="mt-4 flex flex-col items-start gap-4">
            <p className="flex items-center gap-2 text-muted-foreground">
              <Package aria-hidden="true" className="size-5 text-faint-foreground" />
              You have no orders yet.
            </p>
            <Link to="/shop" className={buttonVariants({ variant: 'outline' })}>
              Browse the Shop
            </Link>
          </div>
        ) : (
          <>
            {total > orders.length && (
              <p className="mt-1 text-sm text-subtle-foreground">
                Showing your {orders.length} latest orders.
              </p>
            )}
            <ul className="mt-4 grid gap-4">
              {orders.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}
