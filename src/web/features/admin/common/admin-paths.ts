import type { Permission } from '../../../../shared/staff';

/**
 * The admin's addresses: a path per section (`/admin/overview`, the admin's home, `/admin/products`,
 * `/admin/orders`, `/admin/customers`, `/admin/messages`, `/admin/settings`, `/admin/staff`, `/admin/activity`),
 * each section's own pages below it, and its filters in the search. A section's filters mean nothing
 * to another, so its link starts from a clean address.
 */
export const ADMIN_SECTIONS = [
  'overview',
  'products',
  'orders',
  'customers',
  'messages',
  'settings',
  'staff',
  'activity',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const ADMIN_SECTION_LABELS: Record<AdminSection, string> = {
  overview: 'Overview',
  products: 'Products',
  orders: 'Orders',
  customers: 'Customers',
  messages: 'Messages',
  settings: 'Settings',
  staff: 'Staff',
  activity: 'Activity',
};

/** What a staff level needs to open each section (src/shared/staff.ts); its link is hidden otherwise. */
export const ADMIN_SECTION_PERMISSIONS: Record<AdminSection, Permission> = {
  overview: 'dashboard.view',
  products: 'products.view',
  orders: 'orders.view',
  customers: 'customers.view',
  messages: 'messages.view',
  settings: 'settings.manage',
  staff: 'staff.manage',
  activity: 'activity.view',
};

export const ADMIN_SECTION_PATHS: Record<AdminSection, string> = {
  overview: '/admin/overview',
  products: '/admin/products',
  orders: '/admin/orders',
  customers: '/admin/customers',
  messages: '/admin/messages',
  settings: '/admin/settings',
  staff: '/admin/staff',
  activity: '/admin/activity',
};

/** The search parameters each section keeps (its filters). */
const SECTION_FILTERS: Record<AdminSection, readonly string[]> = {
  overview: ['period'],
  products: ['q', 'status'],
  orders: ['status', 'q'],
  customers: ['q', 'state', 'tag', 'sort'],
  messages: ['show'],
  settings: [],
  staff: [],
  activity: ['actor', 'kind'],
};

/** The one-page dashboard's product list parameters: `/admin` with any of them is the product list. */
const LEGACY_PRODUCT_PARAMS = ['view', 'edit', 'q', 'status'] as const;

/** The section a path is in: `/admin/orders/GE-1001` is in orders. */
export function sectionOfPath(pathname: string): AdminSection | null {
  return (
    ADMIN_SECTIONS.find(
      (section) =>
        pathname === ADMIN_SECTION_PATHS[section] || pathname.startsWith(`${ADMIN_SECTION_PATHS[section]}/`),
    ) ?? null
  );
}

/**
 * Where an address of the one-page dashboard leads now, its filters kept: `/admin?view=new`,
 * `/admin?edit=<id>`, `/admin?q=&status=` (products), `/admin?section=orders[&order=<reference>]`
 * (with `status` and `q`) and `/admin?section=messages` (with `show`). `/admin` itself, with none of
 * those, is the Overview, the admin's home.
 */
export function adminPathFromLegacy(params: URLSearchParams): string {
  const named = params.get('section');
  const section: AdminSection =
    named === 'orders' || named === 'messages' || named === 'products'
      ? named
      : LEGACY_PRODUCT_PARAMS.some((name) => params.has(name))
        ? 'products'
        : 'overview';
  let pathname = ADMIN_SECTION_PATHS[section];
  const order = params.get('order')?.trim();
  const edit = params.get('edit')?.trim();
  if (section === 'orders' && order) pathname += `/${encodeURIComponent(order)}`;
  if (section === 'products' && edit) pathname += `/${encodeURIComponent(edit)}/edit`;
  else if (section === 'products' && params.get('view') === 'new') pathname += '/new';

  const search = new URLSearchParams();
  for (const [name, value] of params) {
    if (SECTION_FILTERS[section].includes(name) && value !== '') search.set(name, value);
  }
  const query = search.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}
