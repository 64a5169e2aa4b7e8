/**
 * The query keys that more than one part of the shop uses, in one place: a write in one part drops what
 * another shows (an admin edit drops the shop's product queries; signing out drops every query of one user)
 * without one feature importing another.
 *
 * The admin's own keys (admin-products, admin-orders, admin-messages) stay in features/admin/api: only the
 * admin uses them, and this file is in the entry chunk (the session needs its keys), so here they would ride
 * on every storefront page.
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
};

export const productKeys = {
  all: ['products'] as const,
  list: <Query extends object>(query: Query) => ['products', 'list', query] as const,
  featured: ['products', 'featured'] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};
