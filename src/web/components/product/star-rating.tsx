import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

interface StarRatingProps {
  rating: number;
  reviews?: number;
  size?: 'sm' | 'md';
}

/** Five stars filled to the rating, with the review count; read out as text. */
export function StarRating({ rating, reviews, size = 'sm' }: StarRatingProps) {
  const rounded = Math.round(rating);
  const label = `Rated ${rating.toFixed(1)} out of 5`;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <span role="img" aria-label={label} className="flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            aria-hidden="true"
            className={cn(
              size === 'sm' ? 'size-4' : 'size-5',
              star <= rounded ? 'fill-primary-strong text-primary-strong' : 'text-faint-foreground',
            )}
          />
        ))}
      </span>
      {reviews !== undefined && (
        <span className="text-sm whitespace-nowrap text-muted-foreground">
          ({reviews} {reviews === 1 ? 'review' : 'reviews'})
        </span>
      )}
    </div>
  );
}
