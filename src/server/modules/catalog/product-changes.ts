import type { ProductChange, ProductChangeAction } from '../../../shared/admin-catalogue';
import type { Product } from '../../../shared/product';
import { koboToNaira } from '../../../shared/money';
import { variantLabel } from '../../../shared/product-variants';
import type { FieldChange, ProductChangeRow, ProductOptionColumn, ProductVariantRow } from '../../db/schema';

/**
 * Fields that move on every write and say nothing about what the admin changed; and the variants, which the
 * product's rows do not carry (a variant's change is recorded by its SKU, decision 052).
 */
const UNTRACKED = new Set<keyof Product>(['updatedAt', 'variants']);

/** Who made a catalogue write. */
export interface Actor {
  id: string;
  name: string;
  email: string;
}

/** JSON with object keys sorted: the database's jsonb does not keep the order keys were written in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** The fields that differ between two versions of a product (before is null for a new product). */
export function diffProducts(before: Product | null, after: Product): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const key of Object.keys(after) as (keyof Product)[]) {
    if (UNTRACKED.has(key)) continue;
    const from = before ? before[key] : null;
    if (before && sameValue(from, after[key])) continue;
    changes[key] = { from, to: after[key] };
  }
  return changes;
}

const naira = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

/** A variant's fields as its history records them (money in naira, as the product's). */
function variantFields(variant: ProductVariantRow): Record<string, unknown> {
  return {
    options: variant.options,
    price: naira(variant.priceKobo),
    originalPrice: naira(variant.originalPriceKobo),
    installationFee: naira(variant.installationFeeKobo),
    stockCount: variant.stockCount,
    lowStockThreshold: variant.lowStockThreshold,
    imagePublicId: variant.imagePublicId,
    isActive: variant.isActive,
  };
}

/**
 * What a write changed in a product's variants (decision 052), in the product's history shape: a field
 * named with the variant's SKU (`price (TLT240-5T-380)`), and `variant added (SKU)` / `variant removed
 * (SKU)` with the variant's options as people read them.
 */
export function variantChanges(
  options: readonly ProductOptionColumn[],
  before: readonly ProductVariantRow[],
  after: readonly ProductVariantRow[],
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const earlier = new Map(before.map((variant) => [variant.id, variant]));
  for (const variant of after) {
    const was = earlier.get(variant.id);
    earlier.delete(variant.id);
    if (!was) {
      changes[`variant added (${variant.sku})`] = { from: null, to: variantLabel(options, variant.options) };
      continue;
    }
    const from = variantFields(was);
    const to = variantFields(variant);
    for (const key of Object.keys(to))
      if (!sameValue(from[key], to[key]))
        changes[`${key} (${variant.sku})`] = { from: from[key], to: to[key] };
  }
  for (const gone of earlier.values())
    changes[`variant removed (${gone.sku})`] = { from: variantLabel(options, gone.options), to: null };
  return changes;
}

export function toProductChange(row: ProductChangeRow): ProductChange {
  return {
    id: row.id,
    productId: row.productId,
    action: row.action as ProductChangeAction,
    actorId: row.actorId,
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  };
}
