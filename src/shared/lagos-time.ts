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

/** Made on first use: pages that never print a time (most of the shop) do not carry it. */
let timeFormat: Intl.DateTimeFormat | undefined;

/** The Lagos day and time of a moment, as YYYY-MM-DD HH:mm (spreadsheets sort it as written). */
export function lagosDateTime(moment: Date | string): string {
  timeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${lagosDay(moment)} ${timeFormat.format(new Date(moment))}`;
}

/** The moment a Lagos day starts (Lagos is UTC+1 all year). */
export function lagosDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+01:00`);
}
