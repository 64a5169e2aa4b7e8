import { formatNaira } from '../../../shared/money';
import { cn } from '../../lib/cn';

interface PriceProps {
  price: number;
  originalPrice: number | null;
  size?: 'md' | 'lg';
  showSaving?: boolean;
  /** "From ₦X": the lowest of prices that differ (a product's variants); no original price beside it. */
  from?: boolean;
}

/** The price, the struck-through original price and the 'Save' amount when there is a saving. */
export function Price({ price, originalPrice, size = 'md', showSaving = false, from = false }: PriceProps) {
  const saving = !from && originalPrice !== null && originalPrice > price ? originalPrice - price : 0;
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className={cn('font-bold text-foreground-strong', size === 'lg' ? 'text-3xl' : 'text-lg')}>
        {from ? `From ${formatNaira(price)}` : formatNaira(price)}
      </span>
      {saving > 0 && originalPrice !== null && (
        <>
          <span className={cn('text-subtle-foreground line-through', size === 'lg' ? 'text-lg' : 'text-sm')}>
            <span className="sr-only">Original price </span>
            {formatNaira(originalPrice)}
          </span>
          {showSaving && (
            <span className="rounded-md bg-success-900/60 px-2 py-0.5 text-sm font-semibold text-success-300">
              {`Save ${formatNaira(saving)}`}
            </span>
          )}
        </>
      )}
    </div>
  );
}
