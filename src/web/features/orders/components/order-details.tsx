import { ArrowLeft, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { CHECKOUT_MESSAGES, feeLines } from '../../../../shared/checkout';
import type { Order, OrderPayOptions } from '../../../../shared/orders';
import { orderLineName } from '../../../../shared/product-variants';
import { formatPhone } from '../../../../shared/phone';
import { buttonVariants } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import { OrderDocuments } from '../../../components/order/order-documents';
import { OrderHistory } from '../../../components/order/order-history';
import { OrderItemLine } from '../../../components/order/order-item-line';
import { OrderStatusBadge } from '../../../components/order/order-status-badge';
import { OrderTotals } from '../../../components/order/order-totals';
import { OrderPayment } from './order-payment';

const card = 'rounded-xl border border-border bg-card p-4 sm:p-6';

function OrderItems({ order }: { order: Order }) {
  return (
    <section aria-labelledby="order-items" className={card}>
      <h2 id="order-items" className="text-lg font-bold text-foreground-strong">
        Items
      </h2>
      <ul className="mt-2 divide-y divide-border">
        {order.items.map((item, index) => (
          <OrderItemLine key={`${item.productId}-${index}`} item={item} withSku />
        ))}
      </ul>
      <OrderTotals
        itemCount={order.itemCount}
        subtotal={order.subtotal}
        total={order.total}
        fees={feeLines(order)}
        className="mt-2 border-t border-border-strong pt-4"
      />
    </section>
  );
}

function ShippingAddress({ customer }: { customer: Order['customer'] }) {
  return (
    <section aria-labelledby="order-shipping" className={card}>
      <h2 id="order-shipping" className="text-lg font-bold text-foreground-strong">
        Shipping Address
      </h2>
      <div className="mt-3 space-y-1 text-foreground-soft">
        <p className="font-semibold break-words text-foreground-strong">
          {customer.firstName} {customer.lastName}
        </p>
        <p className="break-words">{customer.address}</p>
        <p className="break-words">{customer.city}</p>
        <p>
          {customer.state} {customer.zipCode}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-subtle-foreground">Phone</dt>
        <dd className="text-foreground">
          {formatPhone(customer.phone) || CHECKOUT_MESSAGES.phoneNotProvided}
        </dd>
        <dt className="text-subtle-foreground">Email</dt>
        <dd className="break-all text-foreground">{customer.email}</dd>
      </dl>
    </section>
  );
}

/**
 * An order's status page: status, payment, items and totals, where it goes, its history and the chat
 * link.
 */
export function OrderDetails({
  order,
  whatsappUrl,
  pay,
  payment,
}: {
  order: Order;
  whatsappUrl: string;
  pay: OrderPayOptions;
  /** The pay link's failure and the provider's return, read from the address. */
  payment: { unavailable: boolean; isChecking: boolean; error: string | null };
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <Link
        to="/account"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary-strong underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        My Account
      </Link>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight break-words text-foreground-strong">
            Order {order.reference}
          </h1>
          <p className="mt-1 text-muted-foreground">
            Placed on <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </p>
        </div>
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
          <span>Status:</span>
          <OrderStatusBadge status={order.status} size="lg" />
        </p>
      </div>
      <div className="mt-6 rounded-xl border border-primary/40 bg-primary-surface/30 p-4 sm:flex sm:items-center sm:justify-between sm:gap-6">
        <p className="text-sm text-foreground-soft">
          We confirm orders and arrange payment and delivery on WhatsApp. Open the chat again with the same
          order message at any time.
        </p>
        <a
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonVariants({ size: 'lg' })} mt-4 w-full sm:mt-0 sm:w-auto`}
        >
          <MessageCircle aria-hidden="true" />
          Chat on WhatsApp
        </a>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="grid gap-6">
          <OrderPayment order={order} pay={pay} unavailable={payment.unavailable} returnState={payment} />
          <OrderItems order={order} />
        </div>
        <div className="grid gap-6">
          <ShippingAddress customer={order.customer} />
          <OrderDocuments order={order} />
          <OrderHistory
            history={order.history}
            audience="shopper"
            itemNames={order.items.map(orderLineName)}
          />
        </div>
      </div>
    </div>
  );
}
