import { CheckoutView } from '../features/checkout/components/checkout-view';
import { useKeepPlacedOrder } from '../features/orders/api/orders';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /checkout (signed-in, verified users): the form, the cart's summary and the hand-over to WhatsApp; the
 * orders feature keeps what was placed.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const keepPlacedOrder = useKeepPlacedOrder();
  return <CheckoutView onPlaced={keepPlacedOrder} />;
}
