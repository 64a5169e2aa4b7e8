import { feeLines } from '../../../../../shared/checkout';
import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { imageHeightFor, imageUrl } from '../../../../../shared/images';
import { formatNaira } from '../../../../../shared/money';
import type { CustomerContact, Order, OrderItem } from '../../../../../shared/orders';
import { orderLineVariantText } from '../../../../../shared/product-variants';
import { customerName, customerPhone, stateLine } from '../order-format';

const THUMB_WIDTH = 320;
const card = 'rounded-xl border border-border bg-card p-4 sm:p-6';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-subtle-foreground">{term}</dt>
      <dd className="wrap-anywhere text-foreground">{children}</dd>
    </div>
  );
}

/**
 * The customer's name, email, phone (a tel: link; 'Not provided' when empty) and delivery address.
 */
export function OrderCustomer({ order, contact }: { order: Order; contact: CustomerContact | null }) {
  const { customer } = order;
  return (
    <section aria-labelledby="admin-order-customer" className={card}>
      <h3 id="admin-order-customer" className="text-lg font-semibold text-foreground-strong">
        Customer
      </h3>
      <dl className="mt-4 grid gap-3">
        <Fact term="Name">{customerName(order)}</Fact>
        <Fact term="Email">
          <a
            href={`mailto:${customer.email}`}
            className="text-primary-soft underline-offset-4 hover:underline"
          >
            {customer.email}
          </a>
        </Fact>
        <Fact term="Phone">
          {contact ? (
            <a href={contact.telUrl} className="text-primary-soft underline-offset-4 hover:underline">
              {contact.display}
            </a>
          ) : (
            customerPhone(order)
          )}
        </Fact>
        <Fact term="Address">
          <span className="block">{customer.address}</span>
          <span className="block">{customer.city}</span>
          <span className="block">{stateLine(order)}</span>
        </Fact>
      </dl>
    </section>
  );
}

function ItemPicture({ item }: { item: OrderItem }) {
  if (!item.imagePublicId) {
    return (
      <div className="flex aspect-[4/3] w-20 shrink-0 items-center justify-center self-start rounded-md bg-muted sm:w-24">
        <Package aria-hidden="true" className="size-6 text-subtle-foreground" />
      </div>
    );
  }
  return (
    <img
      src={imageUrl(item.imagePublicId, THUMB_WIDTH)}
      width={THUMB_WIDTH}
      height={imageHeightFor(THUMB_WIDTH)}
      alt={item.name}
      loading="lazy"
      decoding="async"
      className="aspect-[4/3] h-auto w-20 shrink-0 self-start rounded-md bg-muted object-cover sm:w-24"
    />
  );
}

/** The order's lines at their current prices, then the subtotal, the fees, the discount and the total. */
export function OrderItems({ order }: { order: Order }) {
  return (
    <section aria-labelledby="admin-order-items" className={card}>
      <h3 id="admin-order-items" className="text-lg font-semibold text-foreground-strong">
        Items
      </h3>
      <ul className="mt-4 grid gap-4" aria-labelledby="admin-order-items">
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`} className="flex gap-4">
            <ItemPicture item={item} />
            <div className="min-w-0 flex-1">
              <p className="font-medium wrap-anywhere text-foreground-strong">{item.name}</p>
              {item.variant && (
                <p className="text-sm wrap-anywhere text-foreground-soft">
                  {orderLineVariantText(item.variant)}
                </p>
              )}
              <p className="text-sm wrap-anywhere text-muted-foreground">{item.brand}</p>
              <p className="mt-1 flex flex-wrap justify-between gap-x-4 text-sm">
                <span className="text-muted-foreground">
                  {item.quantity} × {formatNaira(item.price)}
                </span>
                <span className="font-semibold text-foreground">{formatNaira(item.lineTotal)}</span>
              </p>
              {item.installationFee !== null && (
                <p className="text-sm text-muted-foreground">
                  Installation: {item.quantity} × {formatNaira(item.installationFee)}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-6 grid gap-2 border-t border-border pt-4">
        <div className="flex justify-between gap-4 text-muted-foreground">
          <dt>Subtotal</dt>
          <dd>{formatNaira(order.subtotal)}</dd>
        </div>
        {feeLines(order).map((fee) => (
          <div key={fee.label} className="flex justify-between gap-4 text-muted-foreground">
            <dt>{fee.label}</dt>
            {fee.amount !== null && <dd>{fee.amount}</dd>}
          </div>
        ))}
        <div className="flex justify-between gap-4 text-lg font-bold text-foreground-strong">
          <dt>Total</dt>
          <dd className="text-primary-soft">{formatNaira(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
