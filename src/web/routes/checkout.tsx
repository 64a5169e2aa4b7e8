import { CheckoutView } from '../features/checkout/components/checkout-view';
import { usePageTitle } from '../lib/use-page-title';

/** /checkout (signed-in, verified users): the form, the cart's summary and the hand-over to WhatsApp. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  return <CheckoutView />;
}
