import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { heldInCart, roomInCart, stockLimit } from '../../../shared/cart';
import type { OrderItemVariant } from '../../../shared/orders';
import type { ProductCard } from '../../../shared/product';
import { productPath } from '../../../shared/product-share';
import { needsChoice } from '../../../shared/variant-choice';
import { Button, buttonVariants, type ButtonProps } from '../ui/button';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/toast';
import { useCart } from '../../lib/cart/use-cart';

interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** With `variant` when the product page has chosen one (its price, stock and picture are the product's). */
  product: ProductCard & { variant?: OrderItemVariant };
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
  if (needsChoice(product) && !product.variant) {
    // A card cannot add a product with variants: its page lets the shopper choose one.
    return (
      <Link
        to={productPath(product.id)}
        className={cn(buttonVariants({ variant: 'outline', size: props.size }), props.className)}
      >
        Choose options
        {nameInLabel && <span className="sr-only">: {product.name}</span>}
      </Link>
    );
  }
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
          const held = heldInCart(items, product);
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
