import { Link } from 'react-router';
import { categoryName } from '../../../shared/categories';
import type { ProductCard as ProductCardData } from '../../../shared/product';
import { pricedFrom } from '../../../shared/variant-choice';
import { cn } from '../../lib/cn';
import { AddToCartButton } from './add-to-cart-button';
import { Price } from './price';
import { ProductImage } from './product-image';
import { StarRating } from './star-rating';

/**
 * grid: picture on top; list: picture beside the text from sm up; lead: the wide first card of a short
 * grid (see grid-columns.ts), picture beside the text from sm to lg, on top again from lg.
 */
export type ProductCardLayout = 'grid' | 'list' | 'lead';

interface ProductCardProps {
  product: ProductCardData;
  layout?: ProductCardLayout;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The picture's `sizes` when the grid knows better than the layout's default. */
  sizes?: string;
}

const GRID_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw';
const LIST_SIZES = '(min-width: 640px) 240px, 100vw';
const LEAD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 240px, 100vw';

const ARTICLE_LAYOUT: Record<ProductCardLayout, string> = {
  grid: 'flex-col',
  list: 'flex-col sm:flex-row',
  lead: 'flex-col sm:flex-row lg:flex-col',
};
const PICTURE_LAYOUT: Record<ProductCardLayout, string> = {
  grid: '',
  list: 'sm:w-60 sm:shrink-0',
  lead: 'sm:w-60 sm:shrink-0 lg:w-auto lg:shrink',
};
const PICTURE_SIZES: Record<ProductCardLayout, string> = {
  grid: GRID_SIZES,
  list: LIST_SIZES,
  lead: LEAD_SIZES,
};

export function ProductCard({
  product,
  layout = 'grid',
  priority = false,
  headingLevel = 'h3',
  sizes,
}: ProductCardProps) {
  const Heading = headingLevel;
  const firstCategory = product.category[0];
  return (
    <article
      className={cn(
        'group @container relative flex w-full overflow-hidden rounded-xl border border-border bg-card transition-colors hover:border-input',
        ARTICLE_LAYOUT[layout],
      )}
    >
      <div className={cn('relative', PICTURE_LAYOUT[layout])}>
        <ProductImage
          publicId={product.imagePublicId}
          fallbackSrc={product.image}
          alt=""
          sizes={sizes ?? PICTURE_SIZES[layout]}
          priority={priority}
        />
        {!product.inStock && (
          <span className="absolute top-3 left-3 rounded-md bg-background/90 px-2 py-1 text-xs font-semibold text-foreground">
            Out of Stock
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 @3xs:p-4">
        <p className="text-xs font-semibold tracking-wider text-primary-strong uppercase">
          {product.brand}
          {firstCategory && <span className="text-subtle-foreground"> · {categoryName(firstCategory)}</span>}
        </p>
        <Heading className="text-sm leading-snug font-semibold break-words text-foreground-strong @3xs:text-base">
          <Link
            to={`/product/${encodeURIComponent(product.id)}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary-soft focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {product.name}
          </Link>
        </Heading>
        <StarRating rating={product.rating} reviews={product.reviews} />
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-2">
          <Price price={product.price} originalPrice={product.originalPrice} from={pricedFrom(product)} />
          <AddToCartButton
            product={product}
            nameInLabel
            size="sm"
            className="relative z-10 w-full @3xs:w-auto"
          />
        </div>
      </div>
    </article>
  );
}
