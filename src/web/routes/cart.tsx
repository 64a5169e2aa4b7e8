import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { cartLineKey } from '../../shared/cart';
import { Button, buttonVariants } from '../components/ui/button';
import { VerifyEmailDialog } from '../features/auth/components/verify-email-dialog';
import { CartLine } from '../features/cart/components/cart-line';
import { OrderSummary } from '../features/cart/components/order-summary';
import { useCart } from '../lib/cart/use-cart';
import { usePageTitle } from '../lib/use-page-title';

export function CartPage() {
  const { items, total, itemCount, clearCart } = useCart();
  usePageTitle('Cart');

  if (items.length === 0) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <ShoppingCart aria-hidden="true" className="size-16 text-faint-foreground" />
        <h1 className="mt-6 text-3xl font-extrabold text-foreground-strong">Your Cart is Empty</h1>
        <p className="mt-2 text-muted-foreground">Looks like you haven't added any equipment yet.</p>
        <Link to="/shop" className={`${buttonVariants({ size: 'lg' })} mt-8`}>
          Continue Shopping
        </Link>
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight text-foreground-strong">Shopping Cart</h1>
        <Button
          variant="ghost"
          className="text-destructive-300 hover:text-destructive-200"
          onClick={clearCart}
        >
          Clear Cart
        </Button>
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div>
          <ul className="divide-y divide-border border-y border-border" aria-label="Cart items">
            {items.map((item) => (
              <CartLine key={cartLineKey(item)} item={item} />
            ))}
          </ul>
          <Link to="/shop" className={`${buttonVariants({ variant: 'link' })} mt-6`}>
            <ArrowLeft aria-hidden="true" />
            Continue Shopping
          </Link>
        </div>
        <OrderSummary total={total} itemCount={itemCount} verifyDialog={VerifyEmailDialog} />
      </div>
    </div>
  );
}
