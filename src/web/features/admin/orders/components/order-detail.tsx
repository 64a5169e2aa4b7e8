import { ArrowLeft, MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { AdminOrderResponse, CustomerContact, Order } from '../../../../../shared/orders';
import { orderLineName } from '../../../../../shared/product-variants';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { OrderDocuments } from '../../../../components/order/order-documents';
import { OrderHistory } from '../../../../components/order/order-history';
import { OrderStatusBadge } from '../../../../components/order/order-status-badge';
import { formatDateTime } from '../../../../lib/format-date';
import { customerName } from '../order-format';
import { OrderCustomer, OrderItems } from './order-summary';
import { OrderAdjustForm } from './order-adjust-form';
import { OrderNotes } from './order-notes';
import { OrderPayments } from './order-payments';
import { OrderStatusActions } from './order-status-actions';

export const ORDER_TITLE_ID = 'admin-order-title';

/**
 * One order: who and what, the ways to reach the customer (a call, a WhatsApp chat with them), the
 * status actions, staff notes and the history.
 */
export function OrderDetail({
  order,
  contact,
  payLink = null,
  onBack,
}: {
  order: Order;
  /** Null when the customer gave no phone number. */
  contact: CustomerContact | null;
  /** The pay link to send the customer; null while nothing is due or no provider is on. */
  payLink?: AdminOrderResponse['payLink'];
  onBack: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening an order moves focus to its heading (the list's controls are gone).
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby={ORDER_TITLE_ID} className="grid gap-6">
      <Button variant="ghost" onClick={onBack} className="justify-self-start">
        <ArrowLeft aria-hidden="true" />
        Back to orders
      </Button>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2
          id={ORDER_TITLE_ID}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-foreground-strong focus:outline-none"
        >
          Order {order.reference}
        </h2>
        <OrderStatusBadge status={order.status} />
        <p className="w-full text-sm text-muted-foreground">
          Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="grid content-start gap-6">
          <OrderCustomer order={order} contact={contact} />
          {contact && (
            <a
              href={contact.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
            >
              <MessageCircle aria-hidden="true" />
              Chat with {customerName(order)} on WhatsApp
            </a>
          )}
          <OrderItems order={order} />
          {order.status === 'awaiting_confirmation' && <OrderAdjustForm order={order} />}
        </div>
        <div className="grid content-start gap-6">
          <OrderStatusActions order={order} />
          <OrderPayments order={order} payLink={payLink} />
          <OrderDocuments order={order} headingLevel="h3" />
          <OrderNotes reference={order.reference} />
          <OrderHistory history={order.history} audience="staff" itemNames={order.items.map(orderLineName)} />
        </div>
      </div>
    </section>
  );
}
