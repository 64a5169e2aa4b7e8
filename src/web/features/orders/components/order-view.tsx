import { PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { ORDER_REFERENCE_PATTERN } from '../../../../shared/order-status';
import { buttonVariants } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrder } from '../api/orders';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { OrderDetails } from './order-details';

const NOT_FOUND = 'Order not found';

function OrderNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PackageX aria-hidden="true" className="size-14 text-faint-foreground" />
      <h1 className="mt-4 text-2xl font-bold text-foreground-strong">{NOT_FOUND}</h1>
      <p className="mt-2 text-muted-foreground">
        There is no order with this reference on your account. Your orders are listed on your account page.
      </p>
      <Link to="/account" className={`${buttonVariants({ size: 'lg' })} mt-8`}>
        Go to My Account
      </Link>
    </section>
  );
}

function OrderLoading({ reference }: { reference: string }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12" role="status">
      <span className="sr-only">Loading order {reference}...</span>
      <div aria-hidden="true">
        <div className="h-11 w-32 rounded bg-muted/60" />
        <div className="mt-4 h-9 w-64 max-w-full rounded bg-muted" />
        <div className="mt-2 h-5 w-48 rounded bg-muted" />
        <div className="mt-6 h-24 animate-pulse rounded-xl bg-muted/70" />
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="h-80 animate-pulse rounded-xl bg-muted/70" />
          <div className="h-80 animate-pulse rounded-xl bg-muted/70" />
        </div>
      </div>
    </div>
  );
}

/** /orders/:reference: the loading, not-found and error states around the order's status page. */
export function OrderView({ reference }: { reference: string }) {
  // A reference that cannot exist is not sent to the server.
  const wellFormed = ORDER_REFERENCE_PATTERN.test(reference);
  const order = useOrder(reference, wellFormed);
  const payment = usePaymentReturn(reference, wellFormed);
  const notFound = !wellFormed || (order.error instanceof ApiError && order.error.status === 404);
  usePageTitle(notFound ? NOT_FOUND : `Order ${reference}`);

  if (notFound) return <OrderNotFound />;
  if (order.isPending) return <OrderLoading reference={reference} />;
  if (order.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold break-words text-foreground-strong">Order {reference}</h1>
        <QueryError
          label="Error loading order"
          error={order.error}
          onRetry={() => void order.refetch()}
          isRetrying={order.isFetching}
          centered
          className="mt-4 text-left"
        >
          <Link to="/account" className={buttonVariants({ variant: 'outline' })}>
            Go to My Account
          </Link>
        </QueryError>
      </section>
    );
  }
  return (
    <OrderDetails
      order={order.data.order}
      whatsappUrl={order.data.whatsappUrl}
      pay={order.data.pay}
      payment={payment}
    />
  );
}
