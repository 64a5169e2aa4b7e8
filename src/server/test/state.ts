import { sql } from 'drizzle-orm';
import type { TestApp } from './app';
import { storedFiles } from './images';

/** The tables a request of the shop can write. */
export const SHOP_TABLES = [
  'products',
  'product_changes',
  'product_variants',
  'orders',
  'order_items',
  'order_events',
  'payments',
  'payment_proofs',
  'payment_files',
  'payment_attempts',
  'contact_messages',
  'business_details',
  'delivery_fees',
  'search_words',
  'export_files',
  'customers',
  'customer_keys',
  'customer_notes',
  'staff_activity',
  'user',
  'session',
  'account',
  'verification',
] as const;
export type ShopTable = (typeof SHOP_TABLES)[number];

/** Each table's row count and a digest of every row's content, plus the files under uploads. */
export type ShopState = Record<string, string>;

/**
 * What the database and the uploads folder hold, in one query: two states are equal only when no row
 * and no stored file was added, changed or removed.
 */
export async function readState(
  shop: TestApp,
  tables: readonly ShopTable[] = SHOP_TABLES,
  { files = true } = {},
): Promise<ShopState> {
  const parts = tables.map(
    (table) =>
      sql`select ${table}::text as name, count(*)::text || ':' || coalesce(sum(hashtext(row_data::text)::bigint), 0)::text as digest from ${sql.identifier(table)} as row_data`,
  );
  const result = (await shop.database.handle.db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { name: string; digest: string }[];
  };
  const state: ShopState = Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
  if (files) state.uploads = (await storedFiles(shop)).join('\n');
  return state;
}

/** The tables (and `uploads`) whose content differs between two states. */
export function changedParts(before: ShopState, after: ShopState): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]);
}

/** The row count a state recorded for a table. */
export function rowCount(state: ShopState, table: ShopTable): number {
  return Number((state[table] ?? '0').split(':')[0]);
}
