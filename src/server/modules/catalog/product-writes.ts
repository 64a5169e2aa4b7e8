import { randomUUID } from 'node:crypto';
import type { ProductChangeAction } from '../../../shared/admin-catalogue';
import type { NewProductRow, ProductRow } from '../../db/schema';
import { slugify } from '../../lib/slugify';
import type { CatalogRepository } from './catalog.repository';
import { crossedBelowThreshold } from './low-stock';
import { diffProducts, type Actor } from './product-changes';
import { toProduct } from './product-mapper';

// The two steps every catalogue write shares, whoever makes it (the admin's forms, the stock moves of the
// order desk, the sync with the demo catalogue, imports and repricing).

/**
 * Records a write in the product's history when it changed something, and, when it took the product
 * below its low-stock threshold, tells the catalogue's listener in the same transaction (the seller's
 * one mail per crossing). Every product write goes through here, so no write path misses it.
 */
export async function record(
  repository: CatalogRepository,
  action: ProductChangeAction,
  actor: Actor,
  before: ProductRow | null,
  after: ProductRow,
): Promise<void> {
  const changes = diffProducts(before ? toProduct(before) : null, toProduct(after));
  if (before && Object.keys(changes).length === 0) return;
  if (crossedBelowThreshold(before, after)) {
    const { id, name, stockCount, lowStockThreshold } = after;
    await repository.lowStockReached({ id, name, stockCount, lowStockThreshold });
  }
  await repository.recordChange({
    id: randomUUID(),
    productId: after.id,
    action,
    actorId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email,
    changes,
  });
}

/** Inserts the product under the slug of its name, or the slug with the first free `-N`. */
export async function insertWithFreeId(
  repository: CatalogRepository,
  row: Omit<NewProductRow, 'id'>,
): Promise<ProductRow> {
  const base = slugify(row.name).slice(0, 80).replace(/-+$/, '') || 'product';
  const taken = new Set(await repository.idsLike(base));
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    if (taken.has(id)) continue;
    // Another admin may take the same id meanwhile: then the next number is tried.
    const inserted = await repository.insertIfFree({ ...row, id });
    if (inserted) return inserted;
  }
}
