import { formatNaira } from '../../../../shared/money';
import { productInputSchema } from '../../../../shared/product';

/**
 * A price as the admin types it, the way prices are written: digits in groups of three separated by
 * commas or spaces (7,800,000 or 7 800 000) or none at all (7800000), a decimal point, an optional ₦.
 * The product rules (at least 0, at most 2 decimals) are the shared schema's to check.
 */

/** Commas and the spaces people and keyboards put between thousands (plain, no-break, narrow). */
const SEPARATOR = '[,\\s\\u00a0\\u202f]';
const GROUPED = new RegExp(`^\\d{1,3}(?:${SEPARATOR}\\d{3})+(?:\\.\\d*)?$`);
const PLAIN = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The amount in naira; null for a blank field; NaN for text that is not a number written this way. */
export function parsePriceText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(-?)\s*₦?\s*(.*)$/.exec(trimmed)!;
  const [, sign, body = ''] = match;
  if (PLAIN.test(body)) return Number(`${sign}${body}`);
  if (GROUPED.test(body)) return Number(`${sign}${body.replace(new RegExp(SEPARATOR, 'g'), '')}`);
  return Number.NaN;
}

/**
 * The typed price as the shop shows naira (₦7,800,000), or null when there is nothing to show: a blank
 * field, or a price the rules refuse (their message says why).
 */
export function priceAmountText(text: string): string | null {
  const amount = parsePriceText(text);
  if (amount === null || !productInputSchema.shape.price.safeParse(amount).success) return null;
  return formatNaira(amount);
}
