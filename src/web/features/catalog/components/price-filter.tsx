import { useId, useMemo } from 'react';
import { formatNaira } from '../../../../shared/money';
import { useDebouncedCommit } from '../../../lib/use-debounced-commit';
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from '../../../../shared/catalogue-options';
import { PRICE_SLIDER_STEP } from '../shop-filters';

interface PriceFilterProps {
  min: number;
  max: number;
  onCommit: (range: { minPrice: number; maxPrice: number }) => void;
}

const sliderClass = 'h-11 w-full cursor-pointer accent-primary';

function maxLabel(value: number): string {
  return value >= PRICE_SLIDER_MAX ? `${formatNaira(PRICE_SLIDER_MAX)}+` : formatNaira(value);
}

/** Price range 0 to 30,000,000 as two labelled sliders (the top of the range means "and above"). */
export function PriceFilter({ min, max, onCommit }: PriceFilterProps) {
  const range = useMemo(() => ({ minPrice: min, maxPrice: max }), [min, max]);
  const { draft, change } = useDebouncedCommit(range, onCommit);
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-foreground-strong">Price Range</legend>
      <p className="mb-2 text-sm text-muted-foreground" aria-hidden="true">
        {formatNaira(draft.minPrice)} - {maxLabel(draft.maxPrice)}
      </p>
      <label htmlFor={`${id}-min`} className="text-xs text-muted-foreground">
        Minimum price
      </label>
      <input
        id={`${id}-min`}
        type="range"
        className={sliderClass}
        min={PRICE_SLIDER_MIN}
        max={PRICE_SLIDER_MAX}
        step={PRICE_SLIDER_STEP}
        value={draft.minPrice}
        aria-valuetext={formatNaira(draft.minPrice)}
        onChange={(event) => {
          const value = Number(event.target.value);
          change({ minPrice: Math.min(value, draft.maxPrice), maxPrice: draft.maxPrice });
        }}
      />
      <label htmlFor={`${id}-max`} className="text-xs text-muted-foreground">
        Maximum price
      </label>
      <input
        id={`${id}-max`}
        type="range"
        className={sliderClass}
        min={PRICE_SLIDER_MIN}
        max={PRICE_SLIDER_MAX}
        step={PRICE_SLIDER_STEP}
        value={draft.maxPrice}
        aria-valuetext={maxLabel(draft.maxPrice)}
        onChange={(event) => {
          const value = Number(event.target.value);
          change({ minPrice: draft.minPrice, maxPrice: Math.max(value, draft.minPrice) });
        }}
      />
    </fieldset>
  );
}
