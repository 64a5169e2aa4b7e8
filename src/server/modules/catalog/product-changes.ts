import type { ProductChange, ProductChangeAction } from '../../../shared/admin-catalogue';
import type { Product } from '../../../shared/product';
import type { FieldChange, ProductChangeRow } from '../../db/schema';

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
