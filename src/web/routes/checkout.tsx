import { PlaceholderPage } from '../components/layout/placeholder-page';

export function CheckoutPage() {
  return (
    <PlaceholderPage title="Checkout">
      <p>Checkout opens with customer accounts. Sign in will be required to place an order.</p>
    </PlaceholderPage>
  );
}
