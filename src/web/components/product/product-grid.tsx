import type { ProductCard as ProductCardData } from '../../../shared/product';
import { cn } from '../../lib/cn';
import {
  gridColumnClasses,
  SHOP_GRID_COLUMNS,
  SHOP_GRID_ITEM,
  SHOP_GRID_SIZES,
} from '../../../shared/grid-columns';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: ProductCardData[];
  layout?: 'grid' | 'list';
  /** How many of the first cards load their picture eagerly. */
  eagerCount?: number;
  headingLevel?: 'h2' | 'h3';
  label?: string;
  /**
   * A short grid (featured, related): columns chosen from the number of cards so that no card is left
   * alone in the last row, two from a phone's width like the shop's. The shop's long, growing list keeps
   * fixed columns.
   */
  balanced?: boolean;
}

export function ProductGrid({
  products,
  layout = 'grid',
  eagerCount = 0,
  headingLevel,
  label,
  balanced = false,
}: ProductGridProps) {
  const columns = balanced && layout === 'grid' ? gridColumnClasses(products.length) : undefined;
  const shopGrid = !balanced && layout === 'grid';
  return (
    <ul
      aria-label={label}
      className={cn(
        'grid',
        layout === 'grid' ? 'gap-3 sm:gap-6' : 'gap-4 sm:gap-6',
        layout === 'list' ? 'grid-cols-1' : (columns?.list ?? SHOP_GRID_COLUMNS),
      )}
    >
      {products.map((product, index) => {
        const first = index === 0 && columns !== undefined;
        return (
          <li key={product.id} className={cn(shopGrid ? SHOP_GRID_ITEM : 'flex', first && columns.leadItem)}>
            <ProductCard
              product={product}
              layout={first && columns.lead ? 'lead' : layout}
              priority={index < eagerCount}
              headingLevel={headingLevel}
              sizes={first ? columns.leadSizes : (columns?.sizes ?? (shopGrid ? SHOP_GRID_SIZES : undefined))}
            />
          </li>
        );
      })}
    </ul>
  );
}
