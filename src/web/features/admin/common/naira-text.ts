/**
 * An amount of naira as the admin types it: digits in groups of three separated by commas or spaces
 * (7,800,000 or 7 800 000) or none (7800000), a decimal point, an optional ₦: the product form's prices
 * and the delivery fees. The rules of each amount (at least 0, at most 2 decimals) are its schema's.
 */

/** Commas and the spaces people and keyboards put between thousands (plain, no-break, narrow). */
const SEPARATOR = '[,\\s\\u00a0\\u202f]';
const GROUPED = new RegExp(`^\\d{1,3}(?:${SEPARATOR}\\d{3})+(?:\\.\\d*)?$`);
const PLAIN = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The amount in naira; null for a blank field; NaN for text that is not a number written this way. */
export function parseNairaText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const [, sign = '', body = ''] = /^(-?)\s*₦?\s*(.*)$/.exec(trimmed)!;
  if (PLAIN.test(body)) return Number(`${sign}${body}`);
  if (GROUPED.test(body)) return Number(`${sign}${body.replace(new RegExp(SEPARATOR, 'g'), '')}`);
  return Number.NaN;
}

/** An amount as the admin reads it back in a field: 7800000.5 -> "7,800,000.50". */
export function nairaFieldText(naira: number): string {
  return naira.toLocaleString('en-NG', {
    minimumFractionDigits: Number.isInteger(naira) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
