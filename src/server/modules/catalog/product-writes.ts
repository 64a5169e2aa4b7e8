import { DEFAULT_DELIVERY_CLASS } from '../../../shared/delivery';
import { randomUUID } from 'node:crypto';
import type { ProductChangeAction } from '../../../shared/admin-catalogue';
import type {
  FieldChange,
  NewProductChangeRow,
  NewProductRow,
  ProductRow,
  ProductVariantRow,
} from '../../db/schema';
import { slugify } from '../../lib/slugify';
import type { CatalogRepository } from './catalog.repository';
import { crossedBelowThreshold, variantsCrossedBelow } from './low-stock';
import type { ProductBulkRepository } from './product-bulk.repository';
import { diffProducts, variantChanges, type Actor } from './product-changes';
import { toProduct } from './product-mapper';

// The two steps every catalogue write shares, whoever makes it (the admin's forms, the stock moves of the
// order desk, the sync with the demo catalogue, imports and repricing).

/** The history row of a write, or null when it changed nothing (`changes` when the caller has them already). */
export function changeRow(
  action: ProductChangeAction,
  actor: Actor,
  before: ProductRow | null,
  after: ProductRow,
  changes: Record<string, FieldChange> = diffProducts(before ? toProduct(before) : null, toProduct(after)),
): NewProductChangeRow | null {
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

/** A product's variants before and after a write (decision 052), for its history and low-stock mails. */
export interface VariantWrite {
  before: readonly ProductVariantRow[];
  after: readonly ProductVariantRow[];
}

/**
 * Records a write in the product's history when it changed something, and, when it took the product
 * (or, with `variants`, one of its variants) below its low-stock threshold, tells the catalogue's listener
 * in the same transaction (the seller's one mail per crossing). Every product write goes through here or
 * `recordAll`, so no write path misses it. A write of variants passes them, so their changes are recorded
 * by SKU.
 */
export async function record(
  repository: CatalogRepository,
  action: ProductChangeAction,
  actor: Actor,
  before: ProductRow | null,
  after: ProductRow,
  variants?: VariantWrite,
): Promise<void> {
  const changes = {
    ...diffProducts(before ? toProduct(before) : null, toProduct(after)),
    ...(variants ? variantChanges(after.options, variants.before, variants.after) : {}),
  };
  const row = changeRow(action, actor, before, after, changes);
  if (!row) return;
  await lowStockCheck(repository, before, after, variants);
  await repository.recordChange(row);
}

/**
 * Tells the catalogue's listener when a write took a product from above its threshold to at or below it;
 * for a product with variants, each variant that crossed its own threshold (the row's summed stock says
 * nothing about one version running out).
 */
async function lowStockCheck(
  repository: CatalogRepository,
  before: ProductRow | null,
  after: ProductRow,
  variants?: VariantWrite,
) {
  if (after.options.length > 0) {
    if (!variants) return;
    for (const low of variantsCrossedBelow(after, variants.before, variants.after))
      await repository.lowStockReached(low);
    return;
  }
  if (!crossedBelowThreshold(before, after)) return;
  const { id, name, stockCount, lowStockThreshold } = after;
  await repository.lowStockReached({ id, name, stockCount, lowStockThreshold });
}

/** Records many writes at once (an import, a sync): one history row per product that changed, in one batch. */
export async function recordAll(
  bulk: ProductBulkRepository,
  repository: CatalogRepository,
  action: ProductChangeAction,
  actor: Actor,
  writes: readonly { before: ProductRow | null; after: ProductRow; changes?: Record<string, FieldChange> }[],
): Promise<void> {
  const rows = writes.flatMap(
    ({ before, after, changes }) => changeRow(action, actor, before, after, changes) ?? [],
  );
  for (const { before, after } of writes) await lowStockCheck(repository, before, after);
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
 * A new product's whole row: what `fields` gives, and for the rest the value a product made in the form
 * starts with (the schema's defaults). Typed as the table's row, so a new column fails the build here.
 */
export function newProductRow(fields: Omit<NewProductRow, 'id'>, id: string, now: Date): ProductRow {
  const stockCount = fields.stockCount ?? 0;
  return {
    id,
    name: fields.name,
    brand: fields.brand,
    priceKobo: fields.priceKobo,
    originalPriceKobo: fields.originalPriceKobo ?? null,
    installationFeeKobo: fields.installationFeeKobo ?? null,
    deliveryClass: fields.deliveryClass ?? DEFAULT_DELIVERY_CLASS,
    description: fields.description,
    image: fields.image,
    imagePublicId: fields.imagePublicId,
    images: fields.images ?? [],
    category: fields.category,
    subCategory: fields.subCategory ?? [],
    stockCount,
    lowStockThreshold: fields.lowStockThreshold ?? 2,
    inStock: fields.inStock ?? stockCount > 0,
    rating: fields.rating ?? 5,
    reviews: fields.reviews ?? 0,
    isActive: fields.isActive ?? true,
    features: fields.features ?? [],
    specifications: fields.specifications ?? {},
    videos: fields.videos ?? [],
    priority: fields.priority ?? null,
    featured: fields.featured ?? false,
    options: fields.options ?? [],
    createdAt: fields.createdAt ?? now,
    updatedAt: fields.updatedAt ?? now,
  };
}

/**
 * Inserts many products at once, each under the slug of its name or the slug with the first free `-N`
 * (as `insertWithFreeId`): the taken ids are read in one query and the rows inserted in one statement. A
 * row whose id another admin took meanwhile is inserted alone with the next free number.
 */
export async function insertAllWithFreeIds(
  bulk: ProductBulkRepository,
  repository: CatalogRepository,
  rows: readonly Omit<NewProductRow, 'id'>[],
): Promise<ProductRow[]> {
  const now = new Date();
  const bases = rows.map((row) => idBase(row.name));
  const taken = new Set(await bulk.idsLike([...new Set(bases)]));
  const complete = rows.map((row, index) => {
    const base = bases[index]!;
    let n = 1;
    while (taken.has(n === 1 ? base : `${base}-${n}`)) n++;
    const id = n === 1 ? base : `${base}-${n}`;
    taken.add(id);
    return newProductRow(row, id, now);
  });
  const inserted = await bulk.insertMany(complete);
  const result: ProductRow[] = [];
  for (const row of complete)
    result.push(inserted.has(row.id) ? row : await insertWithFreeId(repository, row));
  return result;
}
