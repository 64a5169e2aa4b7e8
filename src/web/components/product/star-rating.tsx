import { cn } from '../../lib/cn';

interface StarRatingProps {
  rating: number;
  reviews?: number;
  size?: 'sm' | 'md';
}

/** How much of the five stars' row is filled, by whole stars. */
const FILLED_WIDTH = ['w-0', 'w-1/5', 'w-2/5', 'w-3/5', 'w-4/5', 'w-full'] as const;

/** Five stars filled to the rating, with the review count; read out as text. */
export function StarRating({ rating, reviews, size = 'sm' }: StarRatingProps) {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  const label = `Rated ${rating.toFixed(1)} out of 5`;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
      {/* Two boxes masked by star rows (styles.css), not ten SVG elements. */}
      <span
        role="img"
        aria-label={label}
        className={cn('relative inline-block shrink-0', size === 'sm' ? 'h-4 w-20' : 'h-5 w-25')}
      >
        <span aria-hidden="true" className="star-row absolute inset-0 bg-faint-foreground" />
        <span
          aria-hidden="true"
          className={cn('star-row-filled absolute inset-y-0 left-0 bg-primary-strong', FILLED_WIDTH[filled])}
        />
      </span>
      {reviews !== undefined && (
        <span className="text-sm whitespace-nowrap text-muted-foreground">
          ({reviews} {reviews === 1 ? 'review' : 'reviews'})
        </span>
      )}
    </div>
  );
}
