import type { ProductCard as ProductCardData } from '../../../../shared/product';
import { cn } from '../../../lib/cn';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: ProductCardData[];
  layout?: 'grid' | 'list';
  /** How many of the first cards load their picture eagerly. */
  eagerCount?: number;
  headingLevel?: 'h2' | 'h3';
  label?: string;
}

export function ProductGrid({
  products,
  layout = 'grid',
  eagerCount = 0,
  headingLevel,
  label,
}: ProductGridProps) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'grid gap-4 sm:gap-6',
        layout === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1',
      )}
    >
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
            layout={layout}
            priority={index < eagerCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
