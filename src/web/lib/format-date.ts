import { SHOP_TIME_ZONE as TIME_ZONE } from '../../shared/lagos-time';

// The shop is in Lagos: dates read the same for the shopper, the seller and the chat, wherever they are.

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeZone: TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 March 2026" in Lagos (the text as given when it is not a date). */
export function formatDate(iso: string): string {
  const date = valid(iso);
  return date ? dateFormat.format(date) : iso;
}

/** "5 Mar 2026, 10:30" in Lagos (the text as given when it is not a date). */
export function formatDateTime(iso: string): string {
  const date = valid(iso);
  return date ? dateTimeFormat.format(date) : iso;
}
