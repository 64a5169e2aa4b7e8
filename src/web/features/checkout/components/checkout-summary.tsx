import type { CartItem } from '../../../../shared/cart';
import { formatKobo, formatNaira, lineTotalKobo } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { OrderItemImage } from '../../orders/components/order-item-image';

/** The cart beside the form: each line, the subtotal and total, and Place Order (which submits the form). */
export function CheckoutSummary({
  items,
  total,
  itemCount,
  formId,
}: {
  items: CartItem[];
  total: number;
  itemCount: number;
  formId: string;
}) {
  return (
    <section
      aria-labelledby="checkout-summary"
      className="rounded-xl border border-zinc-800 bg-zinc-900 p-4 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary" className="text-lg font-bold text-white">
        Order Summary
      </h2>
      <ul className="mt-2 divide-y divide-zinc-800" aria-label="Items in your order">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3 py-3">
            <OrderItemImage
              publicId={item.imagePublicId}
              fallbackSrc={item.image}
              alt={item.name}
              className="w-16"
            />
            <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <div className="min-w-0">
                <p className="text-sm font-semibold break-words text-white">{item.name}</p>
                <p className="text-sm text-zinc-300">
                  {item.quantity} × {formatNaira(item.price)}
                </p>
              </div>
              <p className="text-sm font-semibold text-white">
                <span className="sr-only">Line total </span>
                {formatKobo(lineTotalKobo(item.price, item.quantity))}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-3 border-t border-zinc-700 pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-300">
            Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd className="font-semibold text-white">{formatNaira(total)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-zinc-300">Delivery</dt>
          <dd className="text-zinc-200">Arranged on WhatsApp</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-zinc-700 pt-3 text-base">
          <dt className="font-bold text-white">Total</dt>
          <dd className="font-bold text-amber-300">{formatNaira(total)}</dd>
        </div>
      </dl>
      <Button type="submit" form={formId} size="lg" className="mt-6 w-full">
        Place Order
      </Button>
    </section>
  );
}
