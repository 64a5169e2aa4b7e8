import { useState } from 'react';
import { formatKobo, lineTotalKobo } from '../../../../shared/money';
import type { Product } from '../../../../shared/product';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { AddToCartButton } from '../../../components/product/add-to-cart-button';

/** Product page quantity: minimum 1, maximum stockCount (or 1 if absent). */
export function maxQuantity(stockCount: number | null | undefined): number {
  return typeof stockCount === 'number' && stockCount > 0 ? stockCount : 1;
}

export function PurchasePanel({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const max = maxQuantity(product.stockCount);
  const total = formatKobo(lineTotalKobo(product.price, quantity));
  return (
    <div className="space-y-4">
      {product.inStock && (
        <div className="flex items-center gap-4">
          <span className="text-sm font-semibold text-zinc-200">Quantity</span>
          <QuantityStepper
            value={quantity}
            min={1}
            max={max}
            label={product.name}
            onChange={(value) => setQuantity(Math.min(max, Math.max(1, value)))}
          />
        </div>
      )}
      <AddToCartButton
        product={product}
        quantity={quantity}
        label={`Add to Cart - ${total}`}
        size="lg"
        className="w-full sm:w-auto"
      />
    </div>
  );
}
