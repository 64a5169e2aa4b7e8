import { useState } from 'react';
import { formatKobo, lineTotalKobo } from '../../../../shared/money';
import type { Product } from '../../../../shared/product';
import { stockLimit } from '../../../../shared/cart';
import { AddToCartButton } from '../../../components/product/add-to-cart-button';
import { StockLimitedStepper } from '../../../components/product/stock-limited-stepper';

/** Product page quantity: minimum 1, maximum stockCount (or 1 if absent). */
export function maxQuantity(stockCount: number | null | undefined): number {
  return stockLimit(stockCount) ?? 1;
}

export function PurchasePanel({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const max = maxQuantity(product.stockCount);
  const total = formatKobo(lineTotalKobo(product.price, quantity));
  return (
    <div className="space-y-4">
      {product.inStock && (
        <div className="flex items-start gap-4">
          <span className="flex min-h-11 items-center text-sm font-semibold text-foreground-soft">
            Quantity
          </span>
          <StockLimitedStepper
            value={quantity}
            min={1}
            stockCount={max}
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
