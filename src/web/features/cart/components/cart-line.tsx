import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { cartLineKey, type CartItem } from '../../../../shared/cart';
import { orderVariantLabel } from '../../../../shared/product-variants';
import { productPath } from '../../../../shared/product-share';
import { formatKobo, formatNaira, lineTotalKobo } from '../../../../shared/money';
import { ProductImage } from '../../../components/product/product-image';
import { StockLimitedStepper } from '../../../components/product/stock-limited-stepper';
import { useCart } from '../../../lib/cart/use-cart';

export function CartLine({ item }: { item: CartItem }) {
  const { updateQuantity, removeItem } = useCart();
  const key = cartLineKey(item);
  const variantLabel = item.variant ? orderVariantLabel(item.variant.options) : '';
  // A line's name for controls and screen readers: the product and, for a variant, its options.
  const lineName = variantLabel ? `${item.name} (${variantLabel})` : item.name;
  const href = productPath(item.id, item.variant?.sku);
  return (
    <li className="flex gap-4 py-6">
      <Link
        to={href}
        className="w-24 shrink-0 overflow-hidden rounded-lg sm:w-32"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage publicId={item.imagePublicId} fallbackSrc={item.image} alt="" sizes="128px" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="font-semibold text-foreground-strong">
            <Link to={href} className="hover:text-primary-soft">
              {item.name}
            </Link>
          </h2>
          {variantLabel && <p className="text-sm text-foreground-soft">{variantLabel}</p>}
          {item.brand && <p className="text-sm text-subtle-foreground">{item.brand}</p>}
          <p className="mt-1 text-sm text-muted-foreground">{formatNaira(item.price)} each</p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
          <StockLimitedStepper
            value={item.quantity}
            stockCount={item.stockCount}
            label={lineName}
            onChange={(quantity) => updateQuantity(key, quantity)}
          />
          <p className="font-bold text-foreground-strong">
            <span className="sr-only">Line total </span>
            {formatKobo(lineTotalKobo(item.price, item.quantity))}
          </p>
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm text-destructive-300 hover:bg-destructive-950/50 hover:text-destructive-200"
            onClick={() => removeItem(key)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> {lineName}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
