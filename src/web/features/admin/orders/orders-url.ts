import { ORDER_REFERENCE_PATTERN, ORDER_STATUSES, type OrderStatus } from '../../../../shared/order-status';
import { ADMIN_SECTION_PATHS } from '../common/admin-paths';
import { oneOf } from '../common/search-filters';

/**
 * The order desk's pages: the list at `/admin/orders` (its status filter and search in `status` and
 * `q`) and one order at `/admin/orders/<reference>`, which carries the list's filters along.
 */
export const ORDERS_PATH = ADMIN_SECTION_PATHS.orders;

export function adminOrderPath(reference: string): string {
  return `${ORDERS_PATH}/${encodeURIComponent(reference)}`;
}

export type OrderStatusFilter = OrderStatus | 'all';

export interface OrderFilters {
  status: OrderStatusFilter;
  q: string;
}

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  return { status: oneOf(params, 'status', ORDER_STATUSES, 'all'), q: params.get('q') ?? '' };
}

/** Whether a reference can name an order at all (GE-1001); anything else is not found without asking. */
export function isOrderReference(reference: string): boolean {
  return ORDER_REFERENCE_PATTERN.test(reference);
}
