/**
 * The days and moments a request may name (an export's period, a page cursor's time): a real calendar day
 * written YYYY-MM-DD, within the years the shop can hold. JavaScript's dates reach the year 275760 and
 * PostgreSQL has no year 0, so neither edge may reach a query; the shop's orders are all in between.
 */
export const FIRST_SHOP_DAY = '2000-01-01';
export const LAST_SHOP_DAY = '2999-12-31';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists, written YYYY-MM-DD: 2026-02-28, not 2026-02-30 nor 2026-13-01. */
export function isCalendarDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** A calendar day from FIRST_SHOP_DAY to LAST_SHOP_DAY, both included. */
export function isShopDay(day: string): boolean {
  return isCalendarDay(day) && day >= FIRST_SHOP_DAY && day <= LAST_SHOP_DAY;
}

/** A moment within a shop day (UTC), e.g. the time a page cursor carries. */
export function isShopMoment(moment: Date): boolean {
  return !Number.isNaN(moment.getTime()) && isShopDay(moment.toISOString().slice(0, 10));
}
