/**
 * Money is integer kobo inside; the API carries naira numbers (the specification's fields).
 * 1 naira = 100 kobo.
 */
export const KOBO_PER_NAIRA = 100;

export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}

/** Naira with at most two decimals, so it is a whole number of kobo (forms step 0.01). */
export const hasWholeKobo = (naira: number) => Math.abs(naira * 100 - Math.round(naira * 100)) < 1e-6;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats kobo as naira with thousands separators: 123456700 -> "₦1,234,567"; kobo shows only when present. */
export function formatKobo(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kobo));
  const whole = Math.floor(abs / KOBO_PER_NAIRA);
  const fraction = abs % KOBO_PER_NAIRA;
  const fractionText = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  return `${sign}₦${groupThousands(String(whole))}${fractionText}`;
}

/** Formats a naira amount: 1234567 -> "₦1,234,567". */
export function formatNaira(naira: number): string {
  return formatKobo(nairaToKobo(naira));
}

/** naira price times quantity, computed in kobo so sums never drift. */
export function lineTotalKobo(priceNaira: number, quantity: number): number {
  return nairaToKobo(priceNaira) * quantity;
}
