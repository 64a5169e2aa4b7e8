import { History, Package, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { imageHeightFor, imageUrl } from '../../../../../shared/images';
import { formatNaira } from '../../../../../shared/money';
import { isLowStock, type Product } from '../../../../../shared/product';
import { Button } from '../../../../components/ui/button';
import { ProductHistory } from './product-history';
import { LowStockBadge, StatusBadge } from './status-badge';
import { useStaffAccess } from '../../common/hooks/use-staff-access';
import { StockForm } from './stock-form';

const THUMB_WIDTH = 320;

interface ProductRowProps {
  product: Product;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  onRestore: (product: Product) => void;
  isRestoring: boolean;
  /** Ticked for a bulk action (repricing). */
  ticked: boolean;
  onTick: (product: Product, ticked: boolean) => void;
}

/** One product of the dashboard list: picture, facts, status, quick stock update and actions. */
export function ProductRow({
  product,
  onEdit,
  onDelete,
  onRestore,
  isRestoring,
  ticked,
  onTick,
}: ProductRowProps) {
  const [historyOpen, setHistoryOpen] = useState(false);
  // What the staff level may do here (the server checks it again).
  const can = useStaffAccess();
  const nameId = `admin-product-${product.id}-name`;
  const historyId = `admin-product-${product.id}-history`;
  return (
    <li className="rounded-xl border border-border bg-card p-4">
      <article aria-labelledby={nameId}>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center">
          <div className="flex min-w-0 flex-1 gap-4">
            {can('products.price') && (
              <label className="-m-2 flex size-11 shrink-0 cursor-pointer items-center justify-center self-start">
                <input
                  type="checkbox"
                  checked={ticked}
                  onChange={(event) => onTick(product, event.target.checked)}
                  className="size-5 accent-primary"
                />
                <span className="sr-only">Tick {product.name}</span>
              </label>
            )}
            {product.imagePublicId ? (
              <img
                src={imageUrl(product.imagePublicId, THUMB_WIDTH)}
                width={THUMB_WIDTH}
                height={imageHeightFor(THUMB_WIDTH)}
                alt={product.name}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-24 shrink-0 self-start rounded-md bg-muted object-cover sm:w-32"
              />
            ) : (
              <div className="flex aspect-[4/3] w-24 shrink-0 items-center justify-center self-start rounded-md bg-muted sm:w-32">
                <Package aria-hidden="true" className="size-8 text-subtle-foreground" />
              </div>
            )}
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 id={nameId} className="font-semibold wrap-anywhere text-foreground-strong">
                  {product.name}
                </h3>
                <StatusBadge active={product.isActive} />
                {isLowStock(product) && (
                  <LowStockBadge stockCount={product.stockCount} threshold={product.lowStockThreshold} />
                )}
                {product.featured && (
                  <span className="rounded-full border border-primary/60 px-2.5 py-0.5 text-xs font-semibold text-primary-soft">
                    Featured
                  </span>
                )}
              </div>
              <p className="text-sm wrap-anywhere text-muted-foreground">{product.brand}</p>
              <p className="mt-1 text-sm text-foreground-soft">
                <span className="font-semibold text-primary-soft">{formatNaira(product.price)}</span>
                <span aria-hidden="true"> · </span>
                <span>{product.stockCount > 0 ? `${product.stockCount} in stock` : 'Out of stock'}</span>
              </p>
            </div>
          </div>
          {can('products.stock') && <StockForm product={product} />}
          <div className="flex flex-wrap gap-2">
            {can('products.edit') && (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Edit ${product.name}`}
                onClick={() => onEdit(product)}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            )}
            {!can('products.manage') ? null : product.isActive ? (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Delete ${product.name}`}
                onClick={() => onDelete(product)}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Restore ${product.name}`}
                disabled={isRestoring}
                onClick={() => onRestore(product)}
              >
                <RotateCcw aria-hidden="true" />
                {isRestoring ? 'Restoring...' : 'Restore'}
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`History of ${product.name}`}
              aria-expanded={historyOpen}
              aria-controls={historyOpen ? historyId : undefined}
              onClick={() => setHistoryOpen((open) => !open)}
            >
              <History aria-hidden="true" />
              History
            </Button>
          </div>
        </div>
        {historyOpen && <ProductHistory id={historyId} productId={product.id} name={product.name} />}
      </article>
    </li>
  );
}
