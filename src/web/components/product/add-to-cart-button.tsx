import { ShoppingCart } from 'lucide-react';
import { roomInCart, stockLimit } from '../../../shared/cart';
import type { ProductCard } from '../../../shared/product';
import { Button, type ButtonProps } from '../ui/button';
import { notify } from '../../lib/toast';
import { useCart } from '../../lib/cart/use-cart';

interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  product: ProductCard;
  quantity?: number;
  label?: string;
  /** Adds the product name for screen readers where many Add to Cart buttons share a page. */
  nameInLabel?: boolean;
}

export function AddToCartButton({
  product,
  quantity = 1,
  label = 'Add to Cart',
  nameInLabel = false,
  ...props
}: AddToCartButtonProps) {
  const { items, addItem } = useCart();
  if (!product.inStock) {
    return (
      <Button variant="secondary" disabled {...props}>
        Out of Stock
        {nameInLabel && <span className="sr-only">: {product.name}</span>}
      </Button>
    );
  }
  return (
    <Button
      {...props}
      onClick={() => {
        // Up to the stock: what does not fit is not added, and the shopper is told.
        const room = roomInCart(items, product);
        const adding = room === null ? quantity : Math.min(quantity, room);
        const limit = stockLimit(product.stockCount);
        if (adding === 0) {
          const held = items.find((item) => item.id === product.id)?.quantity ?? 0;
          notify.error(`Only ${limit} in stock`, { description: `Your cart already holds ${held}.` });
          return;
        }
        addItem(product, adding);
        notify.success('Added to cart', {
          description:
            adding < quantity
              ? `Only ${limit} in stock: your cart now holds ${limit}.`
              : `${product.name} has been added to your cart.`,
        });
      }}
    >
      <ShoppingCart aria-hidden="true" />
      {label}
      {nameInLabel && <span className="sr-only">: {product.name}</span>}
    </Button>
  );
}
