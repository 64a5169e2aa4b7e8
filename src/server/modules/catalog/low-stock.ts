import { variantLabel } from '../../../shared/product-variants';
import type { ProductRow, ProductVariantRow } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

/** A product that has just gone low on stock, as the seller's mail names it. */
export interface LowStockProduct {
  id: string;
  name: string;
  stockCount: number;
  lowStockThreshold: number;
  /** Set for a variant (decision 052): its SKU; `name` then carries its options too. */
  sku?: string;
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

/** A low variant as the list and the mail name it: "Two Post Lift (Capacity: 5 t · Voltage: 380 V)". */
export function lowStockVariant(
  product: Pick<ProductRow, 'id' | 'name' | 'options'>,
  variant: Pick<ProductVariantRow, 'sku' | 'options' | 'stockCount' | 'lowStockThreshold'>,
): LowStockProduct {
  return {
    id: product.id,
    name: `${product.name} (${variantLabel(product.options, variant.options)})`,
    sku: variant.sku,
    stockCount: variant.stockCount,
    lowStockThreshold: variant.lowStockThreshold,
  };
}

/**
 * The variants a write took from above their threshold to at or below it, on a product and variant the
 * shop sells (one mail per crossing, as for a product). A variant added by the write has no "above".
 */
export function variantsCrossedBelow(
  product: ProductRow,
  before: readonly ProductVariantRow[],
  after: readonly ProductVariantRow[],
): LowStockProduct[] {
  if (!product.isActive) return [];
  const earlier = new Map(before.map((variant) => [variant.id, variant]));
  return after.flatMap((variant) => {
    const was = earlier.get(variant.id);
    const crossed = was !== undefined && variant.isActive && !isLow(was) && isLow(variant);
    return crossed ? [lowStockVariant(product, variant)] : [];
  });
}
