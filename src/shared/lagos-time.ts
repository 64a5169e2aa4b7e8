/**
 * The shop is in Lagos (West Africa Time, UTC+1, no daylight saving): the day a payment was made, a
 * proforma's validity, the dashboard's periods and every date the pages print are Lagos days wherever
 * the server or the browser runs.
 */
export const SHOP_TIME_ZONE = 'Africa/Lagos';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Lagos day of a moment, as YYYY-MM-DD. */
export function lagosDay(moment: Date | string): string {
  return dayFormat.format(new Date(moment));
}

/** A day plus some days: 2026-02-27 + 7 -> 2026-03-06. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
