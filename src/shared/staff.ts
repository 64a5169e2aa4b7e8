/**
 * The seller's team: every member has the specification's role `admin` and a staff level that narrows what
 * that admin may do. This one table decides it: the server's guards check it on every admin route before a
 * body is read, and the web reads it to hide what a level cannot do. Zod-free and small: the header reads it.
 */
export const STAFF_LEVELS = ['owner', 'sales', 'storekeeper'] as const;
export type StaffLevel = (typeof STAFF_LEVELS)[number];

export const STAFF_LEVEL_LABELS: Record<StaffLevel, string> = {
  owner: 'Owner',
  sales: 'Sales',
  storekeeper: 'Storekeeper',
};

export const STAFF_LEVEL_DESCRIPTIONS: Record<StaffLevel, string> = {
  owner: 'Everything: prices, stock, orders, settings and staff.',
  sales:
    "Orders, messages and customers' details; reads products. Cannot change prices, stock, settings or staff.",
  storekeeper:
    "Stock and product details. Cannot change prices, settings or staff, and sees no customers' personal data.",
};

const everyone: readonly StaffLevel[] = STAFF_LEVELS;

export const PERMISSIONS = {
  /** The Overview: counts and money, no customer's personal data. */
  'dashboard.view': everyone,
  /** The admin product list, a product, its history, the catalogue export. */
  'products.view': everyone,
  /** A product's details (name, description, pictures, categories, features...), picture uploads. */
  'products.edit': ['owner', 'storekeeper'],
  /** Stock counts and low-stock thresholds; a stock-take import (stock only without `products.manage`). */
  'products.stock': ['owner', 'storekeeper'],
  /** Price, original price and installation fee, bulk repricing. */
  'products.price': ['owner'],
  /** Add, delete and restore products, import a spreadsheet's every column, sync the demo catalogue. */
  'products.manage': ['owner'],
  /** Orders with the customers' names, addresses and phones; the orders export; follow-ups. */
  'orders.view': ['owner', 'sales'],
  /** Move, adjust, note and mark orders. */
  'orders.manage': ['owner', 'sales'],
  /** Record and void payments, accept or reject proofs of transfer, set an order's deposit. */
  'orders.payments': ['owner', 'sales'],
  /** The customer book: customers' names, phones, emails, orders, machines and notes (issue 29). */
  'customers.view': ['owner', 'sales'],
  /** Tag, note and merge customers. */
  'customers.manage': ['owner', 'sales'],
  /** Contact messages. */
  'messages.view': ['owner', 'sales'],
  'messages.manage': ['owner', 'sales'],
  /** Business details and delivery fees. */
  'settings.manage': ['owner'],
  /** Invite, change and remove staff. */
  'staff.manage': ['owner'],
  /** Who did what and when. */
  'activity.view': ['owner'],
} as const satisfies Record<string, readonly StaffLevel[]>;
export type Permission = keyof typeof PERMISSIONS;

/**
 * An admin's staff level; null for anyone else, and for an admin without a known level, who may do nothing
 * of the team's work (issue 25, S1: a level is only ever granted by the staff routes, which record it). The
 * admins saved before staff levels were made owners by migration.
 */
export function staffLevelOf(
  user: { role?: string | null; staffLevel?: string | null } | null | undefined,
): StaffLevel | null {
  if (user?.role !== 'admin') return null;
  return (STAFF_LEVELS as readonly string[]).includes(user.staffLevel ?? '')
    ? (user.staffLevel as StaffLevel)
    : null;
}

export function can(
  user: { role?: string | null; staffLevel?: string | null } | null | undefined,
  permission: Permission,
): boolean {
  const level = staffLevelOf(user);
  return level !== null && (PERMISSIONS[permission] as readonly StaffLevel[]).includes(level);
}

/** Product fields only a level with `products.price` may change. */
export const PRICE_FIELDS = ['price', 'originalPrice', 'installationFee'] as const;
/** Product fields only a level with `products.stock` may change. */
export const STOCK_FIELDS = ['stockCount', 'lowStockThreshold'] as const;

export const STAFF_MESSAGES = {
  forbidden: "Your staff level doesn't allow this.",
  lastOwner: 'The shop needs at least one owner: make another member an owner first.',
  priceForbidden: "Your staff level doesn't allow changing prices.",
  stockForbidden: "Your staff level doesn't allow changing stock.",
} as const;
