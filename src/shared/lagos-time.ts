/**
 * The shop is in Lagos (West Africa Time, UTC+1, no daylight saving): the day a payment was made, a
 * proforma's validity and the dashboard's periods are Lagos days wherever the server runs.
 */
export const SHOP_TIME_ZONE = 'Africa/Lagos';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Lagos day of an instant, as YYYY-MM-DD. */
export function lagosDate(instant: Date): string {
  return dayFormat.format(instant);
}
