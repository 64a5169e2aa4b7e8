import { randomUUID } from 'node:crypto';
import type { ProductChangeAction } from '../../../shared/admin-catalogue';
import type { NewProductChangeRow, NewProductRow, ProductRow } from '../../db/schema';
import { slugify } from '../../lib/slugify';
import type { CatalogRepository } from './catalog.repository';
import type { ProductBulkRepository } from './product-bulk.repository';
import { diffProducts, type Actor } from './product-changes';
import { toProduct } from './product-mapper';

// The two steps every catalogue write shares, whoever makes it (the admin's forms, the stock moves of the
// order desk, the sync with the demo catalogue).

/** The history row of a write, or null when it changed nothing. */
export function changeRow(
  action: ProductChangeAction,
  actor: Actor,
  before: ProductRow | null,
  after: ProductRow,
): NewProductChangeRow | null {
  const changes = diffProducts(before ? toProduct(before) : null, toProduct(after));
  if (before && Object.keys(changes).length === 0) return null;
  return {
    id: randomUUID(),
    productId: after.id,
    action,
    actorId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email,
    changes,
  };
}

/** Records a write in the product's history when it changed something. */
export async function record(
  repository: CatalogRepository,
  action: ProductChangeAction,
  actor: Actor,
  before: ProductRow | null,
  after: ProductRow,
): Promise<void> {
  const row = changeRow(action, actor, before, after);
  if (row) await repository.recordChange(row);
}

/** Records many writes at once (an import, a sync): one history row per product that changed, in one batch. */
export async function recordAll(
  bulk: ProductBulkRepository,
  action: ProductChangeAction,
  actor: Actor,
  writes: readonly { before: ProductRow | null; after: ProductRow }[],
): Promise<void> {
  const rows = writes.flatMap(({ before, after }) => changeRow(action, actor, before, after) ?? []);
  await bulk.recordChanges(rows);
}

/** The id a product's name gives: its slug, at most 80 characters. */
function idBase(name: string): string {
  return slugify(name).slice(0, 80).replace(/-+$/, '') || 'product';
}

/** Inserts the product under the slug of its name, or the slug with the first free `-N`. */
export async function insertWithFreeId(
  repository: CatalogRepository,
  row: Omit<NewProductRow, 'id'>,
): Promise<ProductRow> {
  const base = idBase(row.name);
  const taken = new Set(await repository.idsLike(base));
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    if (taken.has(id)) continue;
    // Another admin may take the same id meanwhile: then the next number is tried.
    const inserted = await repository.insertIfFree({ ...row, id });
    if (inserted) return inserted;
  }
}

/**
 * Inserts many products at once, each under the slug of its name or the slug with the first free `-N`
 * (as `insertWithFreeId`): the taken ids are read in one query and the rows inserted in batches. A row
 * whose id another admin took meanwhile is inserted alone with the next free number.
 */
export async function insertAllWithFreeIds(
  bulk: ProductBulkRepository,
  repository: CatalogRepository,
  rows: readonly Omit<NewProductRow, 'id'>[],
): Promise<ProductRow[]> {
  const bases = rows.map((row) => idBase(row.name));
  const taken = new Set(await bulk.idsLike([...new Set(bases)]));
  const withIds = rows.map((row, index) => {
    const base = bases[index]!;
    let n = 1;
    while (taken.has(n === 1 ? base : `${base}-${n}`)) n++;
    const id = n === 1 ? base : `${base}-${n}`;
    taken.add(id);
    return { ...row, id };
  });
  const inserted = await bulk.insertMany(withIds);
  const done = new Set(inserted.map((row) => row.id));
  const byId = new Map(inserted.map((row) => [row.id, row]));
  const result: ProductRow[] = [];
  for (const row of withIds) {
    if (done.has(row.id)) result.push(byId.get(row.id)!);
    else result.push(await insertWithFreeId(repository, row));
  }
  return result;
}
