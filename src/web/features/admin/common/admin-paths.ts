import { ORDER_REFERENCE_PATTERN, ORDER_STATUSES, type OrderStatus } from '../../../shared/order-status';

/**
 * The dashboard's sections in the URL: `/admin` (products, with its own `view`, `edit`, `q` and
 * `status`, see admin-url.ts), `/admin?section=orders` (with `status`, `q` and `order=<reference>`
 * for one order) and `/admin?section=messages` (with `show`). A section's parameters mean nothing to
 * another, so switching sections starts from a clean URL.
 */
export const ADMIN_SECTIONS = ['products', 'orders', 'messages'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const ADMIN_SECTION_LABELS: Record<AdminSection, string> = {
  products: 'Products',
  orders: 'Orders',
  messages: 'Messages',
};

export function parseAdminSection(params: URLSearchParams): AdminSection {
  const section = params.get('section');
  return section === 'orders' || section === 'messages' ? section : 'products';
}

/** The search string of a section's first page ('' for products, so `/admin` stays the list). */
export function sectionSearch(section: AdminSection): string {
  return section === 'products' ? '' : `?section=${section}`;
}

export type OrdersView = { kind: 'list' } | { kind: 'detail'; reference: string };

export type OrderStatusFilter = OrderStatus | 'all';

export interface OrderFilters {
  status: OrderStatusFilter;
  q: string;
}

export function parseOrdersView(params: URLSearchParams): OrdersView {
  const reference = params.get('order')?.trim();
  return reference ? { kind: 'detail', reference } : { kind: 'list' };
}

/** Whether a reference can name an order at all (GE-1001); anything else is not found without asking. */
export function isOrderReference(reference: string): boolean {
  return ORDER_REFERENCE_PATTERN.test(reference);
}

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  return {
    status: ORDER_STATUSES.find((value) => value === status) ?? 'all',
    q: params.get('q') ?? '',
  };
}

/** The search params of an orders view, keeping the list's filters (so Back finds the list as it was). */
export function withOrdersView(params: URLSearchParams, view: OrdersView): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('section', 'orders');
  if (view.kind === 'detail') next.set('order', view.reference);
  else next.delete('order');
  return next;
}

/** The search params with the orders list's filters changed (empty search and `all` are left out). */
export function withOrderFilters(params: URLSearchParams, change: Partial<OrderFilters>): URLSearchParams {
  const filters = { ...parseOrderFilters(params), ...change };
  const next = new URLSearchParams(params);
  next.set('section', 'orders');
  if (filters.q.trim() === '') next.delete('q');
  else next.set('q', filters.q);
  if (filters.status === 'all') next.delete('status');
  else next.set('status', filters.status);
  return next;
}

export const MESSAGE_FILTERS = ['all', 'not-handled', 'handled'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const MESSAGE_FILTER_LABELS: Record<MessageFilter, string> = {
  all: 'All',
  'not-handled': 'Not handled',
  handled: 'Handled',
};

export function parseMessageFilter(params: URLSearchParams): MessageFilter {
  const show = params.get('show');
  return MESSAGE_FILTERS.find((value) => value === show) ?? 'all';
}

export function withMessageFilter(params: URLSearchParams, show: MessageFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('section', 'messages');
  if (show === 'all') next.delete('show');
  else next.set('show', show);
  return next;
}
