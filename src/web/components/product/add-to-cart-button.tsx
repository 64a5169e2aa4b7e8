import { ShoppingCart } from 'lucide-react';
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
  const { addItem } = useCart();
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
        addItem(product, quantity);
        notify.success('Added to cart', { description: `${product.name} has been added to your cart.` });
      }}
    >
      <ShoppingCart aria-hidden="true" />
      {label}
      {nameInLabel && <span className="sr-only">: {product.name}</span>}
    </Button>
  );
}
