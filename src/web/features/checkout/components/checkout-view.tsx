import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderResponse } from '../../../../shared/orders';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button';
import { useCart } from '../../../lib/cart/use-cart';
import { useCheckout } from '../hooks/use-checkout';
import { CheckoutFields } from './checkout-fields';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryMethodChoice } from './delivery-method-choice';
import { PaymentDialog } from './payment-dialog';

const FORM_ID = 'checkout-form';

function EmptyCheckout() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <ShoppingCart aria-hidden="true" className="size-16 text-faint-foreground" />
      <h1 className="mt-6 text-3xl font-extrabold text-foreground-strong">Checkout</h1>
      <p className="mt-2 text-muted-foreground">
        Your cart is empty. Add some equipment before you check out.
      </p>
      <Link to="/shop" className={`${buttonVariants({ size: 'lg' })} mt-8`}>
        Continue Shopping
      </Link>
    </section>
  );
}

/** The refusal of the last attempt, in a live region that is always in the page so it is announced. */
function OrderError({ message }: { message: string | null }) {
  return (
    <Alert className="mt-4">
      {message && (
        <>
          <strong className="font-semibold">Your order was not placed.</strong> {message}
        </>
      )}
    </Alert>
  );
}

/**
 * /checkout: the customer and shipping form beside the cart's summary, and the payment dialog. `onPlaced`
 * keeps an order the server recorded.
 */
export function CheckoutView({ onPlaced }: { onPlaced: (response: OrderResponse) => void }) {
  const { items, itemCount } = useCart();
  const checkout = useCheckout(onPlaced);

  if (items.length === 0) return <EmptyCheckout />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-foreground-strong">Checkout</h1>
      <OrderError message={checkout.error} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start">
        <form
          id={FORM_ID}
          aria-label="Customer and shipping details"
          noValidate
          onSubmit={checkout.placeOrder}
          className="grid min-w-0 gap-6"
        >
          <p className="text-sm text-subtle-foreground">All fields are required except phone.</p>
          <CheckoutFields field={checkout.field} errors={checkout.errors} />
          <DeliveryMethodChoice
            method={checkout.deliveryMethod}
            onChange={checkout.setDeliveryMethod}
            showroomAddress={checkout.showroomAddress}
          />
        </form>
        <CheckoutSummary
          items={items}
          itemCount={itemCount}
          money={checkout.money}
          installation={checkout.installation}
          onInstallationChange={checkout.toggleInstallation}
          formId={FORM_ID}
        />
      </div>
      <PaymentDialog
        open={checkout.dialogOpen}
        onClose={checkout.closeDialog}
        onConfirm={() => void checkout.confirm()}
        isSending={checkout.isSending}
      />
    </div>
  );
}
