import { stockLimit } from '../../../shared/cart';
import { QuantityStepper } from '../ui/quantity-stepper';

interface StockLimitedStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** The product's stock as the shop showed it: + stops there (no limit when it is not known). */
  stockCount: number | undefined;
  min?: number;
  /** What is counted, for the button labels. */
  label: string;
}

/**
 * A quantity stepper that stops at the stock and says so, politely: the note's live region is always
 * there (so a screen reader hears it appear) and keeps its line (so nothing moves when it does).
 */
export function StockLimitedStepper({ value, onChange, stockCount, min, label }: StockLimitedStepperProps) {
  const limit = stockLimit(stockCount);
  return (
    <div className="grid justify-items-start gap-1">
      <QuantityStepper value={value} min={min} max={limit ?? undefined} label={label} onChange={onChange} />
      <p role="status" className="min-h-5 text-sm text-primary-soft">
        {limit !== null && value >= limit ? `Only ${limit} in stock` : ''}
      </p>
    </div>
  );
}
