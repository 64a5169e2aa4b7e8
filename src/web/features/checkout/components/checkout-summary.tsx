import type { CartItem } from '../../../../shared/cart';
import { Button } from '../../../components/ui/button';
import { OrderItemLine } from '../../../components/order/order-item-line';
import { OrderTotals } from '../../../components/order/order-totals';

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
          <OrderItemLine key={item.id} item={item} compact />
        ))}
      </ul>
      <OrderTotals
        itemCount={itemCount}
        subtotal={total}
        total={total}
        className="mt-2 border-t border-zinc-700 pt-4"
      />
      <Button type="submit" form={formId} size="lg" className="mt-6 w-full">
        Place Order
      </Button>
    </section>
  );
}
