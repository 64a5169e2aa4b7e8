import { formatNaira } from '../../../../shared/money';
import { productInputSchema } from '../../../../shared/product';
import { parseNairaText } from '../common/naira-text';

/**
 * The typed price as the shop shows naira (₦7,800,000), or null when there is nothing to show: a blank
 * field, or a price the rules refuse (their message says why).
 */
export function priceAmountText(text: string): string | null {
  const amount = parseNairaText(text);
  if (amount === null || !productInputSchema.shape.price.safeParse(amount).success) return null;
  return formatNaira(amount);
}
