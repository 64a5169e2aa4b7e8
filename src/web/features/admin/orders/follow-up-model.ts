import { FOLLOW_UP_HOURS_DEFAULT, waitingHoursSchema } from '../../../../shared/follow-up';
import { ORDERS_PATH } from './orders-url';

/** "Waiting for a chat": `/admin/orders/waiting`, the threshold in `hours` (2 when missing or wrong). */
export const WAITING_PATH = `${ORDERS_PATH}/waiting`;

export interface WaitingFilters {
  hours: string;
}

export function parseWaitingFilters(params: URLSearchParams): WaitingFilters {
  return { hours: params.get('hours') ?? '' };
}

/** The threshold the list asks for: the address's hours when valid (1 to 168), else 2. */
export function waitingHours(filters: WaitingFilters): number {
  const parsed = waitingHoursSchema.safeParse(filters.hours.trim());
  return filters.hours.trim() !== '' && parsed.success ? parsed.data : FOLLOW_UP_HOURS_DEFAULT;
}

/** How long an order has waited: "45 min", "3 h 5 min", "2 days 4 h". */
export function waitedFor(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours > 0 ? ` ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h${rest > 0 ? ` ${rest} min` : ''}`;
  return `${rest} min`;
}
