/**
 * The admin's addresses: a path per section (`/admin/products`, `/admin/orders`, `/admin/messages`,
 * `/admin/settings`),
 * each section's own pages below it, and its filters in the search. A section's filters mean nothing
 * to another, so its link starts from a clean address.
 */
export const ADMIN_SECTIONS = ['products', 'orders', 'messages', 'settings'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const ADMIN_SECTION_LABELS: Record<AdminSection, string> = {
  products: 'Products',
  orders: 'Orders',
  messages: 'Messages',
  settings: 'Settings',
};

export const ADMIN_SECTION_PATHS: Record<AdminSection, string> = {
  products: '/admin/products',
  orders: '/admin/orders',
  messages: '/admin/messages',
  settings: '/admin/settings',
};

/** The search parameters each section keeps (its filters). */
const SECTION_FILTERS: Record<AdminSection, readonly string[]> = {
  products: ['q', 'status'],
  orders: ['status', 'q'],
  messages: ['show'],
  settings: [],
};

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
 * (with `status` and `q`) and `/admin?section=messages` (with `show`). `/admin` itself is the product list.
 */
export function adminPathFromLegacy(params: URLSearchParams): string {
  const named = params.get('section');
  const section: AdminSection = named === 'orders' || named === 'messages' ? named : 'products';
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
