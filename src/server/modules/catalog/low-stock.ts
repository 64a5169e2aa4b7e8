import type { ProductRow } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

/** A product that has just gone low on stock, as the seller's mail names it. */
export interface LowStockProduct {
  id: string;
  name: string;
  stockCount: number;
  lowStockThreshold: number;
}

/**
 * Told, inside the write's transaction, when a write takes a product from above its low-stock
 * threshold to at or below it (the notifications module queues the seller's mail; app.ts wires it, so
 * the catalog never imports notifications).
 */
export type LowStockListener = (tx: Transaction, product: LowStockProduct) => Promise<void>;

const isLow = (row: Pick<ProductRow, 'stockCount' | 'lowStockThreshold'>) =>
  row.stockCount <= row.lowStockThreshold;

/**
 * Whether this write crossed the threshold downwards: from above it to at or below it, by a stock move,
 * a stock edit or a new threshold, on a product the shop sells. A product already low stays quiet (one
 * mail per crossing); a new product has no "above" to cross from.
 */
export function crossedBelowThreshold(before: ProductRow | null, after: ProductRow): boolean {
  return before !== null && after.isActive && !isLow(before) && isLow(after);
}
