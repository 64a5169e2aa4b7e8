import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCart } from '../../lib/cart/use-cart';

export function CartLink() {
  const { itemCount } = useCart();
  const label = itemCount > 0 ? `Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <Link
      to="/cart"
      aria-label={label}
      className="relative inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-accent hover:text-primary-soft"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {itemCount > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-foreground"
        >
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      )}
    </Link>
  );
}
