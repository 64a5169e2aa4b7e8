/**
 * Every query key factory of the shop, in one place: a write in one part drops what another shows (an admin
 * edit drops the shop's product queries; signing out drops every query of one user) without one feature
 * importing another. The admin's keys cost about 90 bytes gzip on every page (this file is in the entry
 * chunk, which the session needs).
 */

export const authKeys = {
  session: ['session'] as const,
  /** Prefix of every query that holds one user's data (orders and the like): dropped on sign-in and sign-out. */
  user: ['user'] as const,
};

/** Under the per-user prefix, so one shopper's orders are dropped when another signs in on this browser. */
export const orderKeys = {
  all: [...authKeys.user, 'orders'] as const,
  lists: [...authKeys.user, 'orders', 'mine'] as const,
  mine: (limit: number) => [...authKeys.user, 'orders', 'mine', limit] as const,
  detail: (reference: string) => [...authKeys.user, 'orders', 'detail', reference] as const,
  /** The order's proforma invoice or receipt (the printable page). */
  document: (reference: string, kind: string) => [...orderKeys.detail(reference), kind] as const,
};

export const productKeys = {
  all: ['products'] as const,
  list: <Query extends object>(query: Query) => ['products', 'list', query] as const,
  featured: ['products', 'featured'] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};

/** The header's suggestions for what a shopper has typed (trimmed), under the products' prefix. */
export const searchKeys = {
  suggestions: (q: string) => ['products', 'suggestions', q] as const,
};

// The admin's keys: the filters of a list are its area's own type.

export const adminProductKeys = {
  all: ['admin-products'] as const,
  list: <Query extends object>(query: Query) => ['admin-products', 'list', query] as const,
  detail: (id: string) => ['admin-products', 'detail', id] as const,
  history: (id: string) => ['admin-products', 'history', id] as const,
  syncPlan: ['admin-products', 'sync-plan'] as const,
};

export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  lists: ['admin-orders', 'list'] as const,
  list: <Filters extends object>(filters: Filters) => ['admin-orders', 'list', filters] as const,
  detail: (reference: string) => ['admin-orders', 'detail', reference] as const,
  /** Under `lists`: a status change refreshes it with the lists. */
  awaitingCount: ['admin-orders', 'list', 'awaiting-count'] as const,
  /** "Waiting for a chat", under `lists` too. */
  waiting: (hours: number) => ['admin-orders', 'list', 'waiting', hours] as const,
  /** "Balances due", under `lists` too: a payment refreshes it with the lists. */
  outstanding: (offset: number) => ['admin-orders', 'list', 'outstanding', offset] as const,
};

/** The caller's spreadsheet exports: one person's files, so under the per-user prefix. */
export const adminExportKeys = {
  mine: [...authKeys.user, 'admin-exports'] as const,
};

export const adminDashboardKeys = {
  overview: ['admin-dashboard'] as const,
};

export const adminCustomerKeys = {
  all: ['admin-customers'] as const,
  lists: ['admin-customers', 'list'] as const,
  list: <Filters extends object>(filters: Filters) => ['admin-customers', 'list', filters] as const,
  /** The merge form's matches for what was typed (under `lists`: a merge refreshes them). */
  matches: (q: string) => ['admin-customers', 'list', 'matches', q] as const,
  detail: (id: string) => ['admin-customers', 'detail', id] as const,
};

export const adminMessageKeys = {
  all: ['admin-messages'] as const,
};

export const settingsKeys = {
  /** The checkout's: the fee to each state (GET /api/delivery-fees). */
  publicDeliveryFees: ['delivery-fees'] as const,
  business: ['admin-settings', 'business'] as const,
  deliveryFees: ['admin-settings', 'delivery-fees'] as const,
  searchWords: ['admin-settings', 'search-words'] as const,
};

export const staffKeys = {
  team: ['admin-staff'] as const,
  activity: <Filters extends object>(filters: Filters) => ['admin-activity', filters] as const,
  /** The join page's invitation, read from the mailed link's token. */
  invitation: (token: string) => ['staff-invitation', token] as const,
};
