import { formatKobo, formatNaira, lineTotalKobo } from '../../../shared/money';
import type { OrderItemVariant } from '../../../shared/orders';
import { orderVariantLabel } from '../../../shared/product-variants';
import { cn } from '../../lib/cn';
import { OrderItemImage } from './order-item-image';

export interface OrderLineItem {
  name: string;
  brand?: string;
  price: number;
  quantity: number;
  imagePublicId: string;
  image: string;
  /** Installation of one unit, when the shopper asked for it. */
  installationFee?: number | null;
  /** The variant of the line (decision 052), named by its options: absent or null for a simple product. */
  variant?: Pick<OrderItemVariant, 'options'> | null;
}

/** One line of a cart or an order: picture, name, brand, "quantity × price" and the line total. */
export function OrderItemLine({ item, compact = false }: { item: OrderLineItem; compact?: boolean }) {
  return (
    <li className={cn('flex gap-3', compact ? 'py-3' : 'py-4 sm:gap-4')}>
      <OrderItemImage
        publicId={item.imagePublicId}
        fallbackSrc={item.image}
        alt={item.name}
        className={compact ? 'w-16' : 'w-20 sm:w-24'}
      />
      <div
        className={cn(
          'flex min-w-0 flex-1',
          compact
            ? 'flex-wrap items-start justify-between gap-x-3 gap-y-1'
            : 'flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4',
        )}
      >
        <div className="min-w-0">
          <p className={cn('font-semibold break-words text-foreground-strong', compact && 'text-sm')}>
            {item.name}
          </p>
          {item.variant && (
            <p className="text-sm text-foreground-soft">{orderVariantLabel(item.variant.options)}</p>
          )}
          {item.brand && <p className="text-sm text-subtle-foreground">{item.brand}</p>}
          <p className="text-sm text-muted-foreground">
            {item.quantity} × {formatNaira(item.price)}
          </p>
          {typeof item.installationFee === 'number' && (
            <p className="text-sm text-muted-foreground">
              Installation: {item.quantity} × {formatNaira(item.installationFee)}
            </p>
          )}
        </div>
        <p
          className={cn(
            'text-foreground-strong',
            compact ? 'text-sm font-semibold' : 'font-bold sm:text-right',
          )}
        >
          <span className="sr-only">Line total </span>
          {formatKobo(lineTotalKobo(item.price, item.quantity))}
        </p>
      </div>
    </li>
  );
}
