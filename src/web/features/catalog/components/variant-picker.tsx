import type { ProductVariant } from '../../../../shared/product';
import type { OptionChoice } from '../../../../shared/variant-choice';
import { cn } from '../../../lib/cn';

/**
 * One radio group per option (a fieldset named by its legend, "Capacity"), its values in the option's
 * order. Native radios: the arrow keys move between a group's values; a value that cannot be chosen is
 * disabled and says why ("Out of stock", "Not available"). Hidden without scripts (the page lists every
 * variant instead, NoScriptVariants).
 */
export function VariantPicker({
  productId,
  choices,
  onChoose,
}: {
  productId: string;
  choices: OptionChoice<ProductVariant>[];
  onChoose: (variant: ProductVariant) => void;
}) {
  return (
    <div className="script-only space-y-4">
      {choices.map((option, index) => (
        <fieldset key={option.name}>
          <legend className="mb-2 text-sm font-semibold text-foreground-soft">{option.name}</legend>
          <div className="flex flex-wrap gap-2">
            {option.values.map((choice) => (
              <label key={choice.value} className="relative">
                <input
                  type="radio"
                  name={`variant-${productId}-${index}`}
                  value={choice.value}
                  checked={choice.checked}
                  disabled={choice.unavailable !== null && !choice.checked}
                  onChange={() => choice.variant && onChoose(choice.variant)}
                  className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                />
                <span
                  className={cn(
                    'flex min-h-11 min-w-11 flex-col items-center justify-center rounded-md border-2 px-3 py-1 text-sm font-medium',
                    'border-border-strong text-foreground peer-hover:border-primary-soft',
                    'peer-checked:border-primary-strong peer-checked:bg-primary-strong/15 peer-checked:text-foreground-strong',
                    'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                    'peer-disabled:border-dashed peer-disabled:text-muted-foreground peer-disabled:peer-hover:border-border-strong',
                  )}
                >
                  {choice.value}
                  {choice.unavailable && (
                    <span className="text-xs font-normal text-muted-foreground">{choice.unavailable}</span>
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
