import { createHash } from 'node:crypto';
import type { ProductChangeAction } from '../../../shared/admin-catalogue';
import { koboToNaira } from '../../../shared/money';
import {
  IMPORT_MESSAGES,
  type ImportCellError,
  type ImportRow,
  type StockCheck,
} from '../../../shared/spreadsheet';
import type { VariantInputData } from '../../../shared/product';
import { skuKey } from '../../../shared/product-variants';
import type { FieldChange, NewProductRow, ProductRow, ProductVariantRow } from '../../db/schema';
import { mapWithConcurrency } from '../../lib/concurrency';
import type { CatalogRepository } from './catalog.repository';
import type { ProductBulkRepository } from './product-bulk.repository';
import { diffProducts, variantChanges, type Actor } from './product-changes';
import { toProduct } from './product-mapper';
import { EXPORT_SETTLE_MS } from './export-stamp';
import {
  keepSummary,
  variantRowFields,
  variantsError,
  withoutSummary,
  writeVariants,
  type VariantsFields,
} from './import-variants';
import { insertAllWithFreeIds, recordAll } from './product-writes';

// One planner and one applier for every bulk write of products by key: the spreadsheet import and the
// sync with the demo catalogue. Planning reads; applying writes the plan in the caller's transaction.

/** A new product's fields (its id and dates are given when it is written). */
export type NewProductFields = Omit<NewProductRow, 'id' | 'createdAt' | 'updatedAt'>;

/** What a row sets: on the product it matched (any fields), or a whole new product; or why it cannot. */
export type ItemFields = { set: Partial<NewProductRow> } | { errors: ImportCellError[] };

/** One row of a source (a line of a file, a demo product). */
export interface ImportItem {
  /** Where it is in its source, as the seller counts (a spreadsheet's row number). */
  row: number;
  /** How the row is named in the preview (its name, else its id). */
  label: string;
  /** Matched by id first, then by name ignoring case and surrounding spaces. */
  id?: string;
  name?: string;
  /** Problems found while reading the row, before matching it. */
  errors: ImportCellError[];
  /**
   * A file row with a stock: when it was exported (null: the file does not say). Undefined for rows
   * without a stock (and the sync's), which the stock rule leaves alone.
   */
  exportedAt?: Date | null;
  /** The fields for the product found (null: a new product, whose fields must make a whole product). */
  fieldsFor(existing: ProductRow | null): ItemFields;
  /**
   * The product's whole list of variants (decision 052), replacing the stored one (`stored`: the found
   * product's); undefined leaves its variants as they are.
   */
  variantsFor?(existing: ProductRow | null, stored: readonly ProductVariantRow[]): VariantsFields | undefined;
}

export type PlanStep =
  | { kind: 'add'; row: number; fields: NewProductFields; variants?: VariantInputData[] }
  | {
      kind: 'update';
      row: number;
      before: ProductRow;
      after: ProductRow;
      changes: Record<string, FieldChange>;
      /** The product's new list of variants (its summary is in `after`). */
      variants?: VariantInputData[];
      /** The file's stock differs from the stock now (`import-stock.ts`). */
      stock?: StockCheck;
    }
  | { kind: 'unchanged'; row: number; product: ProductRow; stock?: StockCheck }
  | { kind: 'error'; row: number; label: string; errors: ImportCellError[] };

export interface PlanOptions {
  /** Lock the products found until the transaction ends (when planning inside the apply's transaction). */
  lock: boolean;
  /** Checks the pictures a row gives a product that it did not have; unchecked when absent. */
  imageExists?: (publicId: string) => Promise<boolean>;
}

const nameKey = (name: string) => name.trim().toLowerCase();

/** Files checked at once for the pictures' existence. */
const IMAGE_CHECKS_AT_ONCE = 8;

/**
 * What each item does: matched by id, else by name (the oldest product of that name), it adds a
 * product, updates the one found with the fields that change, leaves it as it is, or is an error. Two
 * rows naming the same product: the second is an error. One query reads every product the items name.
 */
export async function planImport(
  bulk: ProductBulkRepository,
  items: readonly ImportItem[],
  options: PlanOptions,
): Promise<PlanStep[]> {
  const ids = items.flatMap((item) => (item.id ? [item.id] : []));
  const names = items.flatMap((item) => (item.name ? [item.name] : []));
  const found = await bulk.findByIdsOrNames(ids, names, options.lock);
  const byId = new Map(found.map((row) => [row.id, row]));
  const byName = new Map<string, ProductRow>();
  for (const row of found) if (!byName.has(nameKey(row.name))) byName.set(nameKey(row.name), row);

  const withOptions = found.flatMap((row) => (row.options.length > 0 ? [row.id] : []));
  const storedVariants = await bulk.variantsOf(withOptions);

  const firstRow = new Map<string, number>();
  const pending: Pending[] = [];
  const steps = items.map((item, at): PlanStep => {
    const error = (errors: ImportCellError[]): PlanStep => ({
      kind: 'error',
      row: item.row,
      label: item.label,
      errors,
    });
    if (item.errors.length > 0) return error(item.errors);
    const existing =
      (item.id ? byId.get(item.id) : undefined) ?? (item.name ? byName.get(nameKey(item.name)) : undefined);
    const key = existing ? `id:${existing.id}` : `name:${nameKey(item.name ?? '')}`;
    const earlier = firstRow.get(key);
    if (earlier !== undefined)
      return error([{ column: existing ? 'ID' : 'Name', message: IMPORT_MESSAGES.duplicate(earlier) }]);
    firstRow.set(key, item.row);

    const fields = item.fieldsFor(existing ?? null);
    if ('errors' in fields) return error(fields.errors);
    const stored = existing ? (storedVariants.get(existing.id) ?? []) : [];
    const variants = item.variantsFor?.(existing ?? null, stored);
    if (variants && 'errors' in variants) return error(variants.errors);
    let set = fields.set;
    if (variants) {
      // Finished below, once the SKUs of every item are known.
      pending.push({ at, item, existing, stored, set, variants });
      return error([]);
    }
    if (existing && existing.options.length > 0) {
      const kept = keepSummary(existing, set);
      if ('errors' in kept) return error(kept.errors);
      set = kept.set;
    }
    return productStep(item.row, existing, set);
  });
  if (pending.length > 0) {
    const owners = await bulk.skuOwners([
      ...new Set(pending.flatMap(({ variants }) => variants.variants.map((variant) => skuKey(variant.sku)))),
    ]);
    await keepMovedVariantStock(bulk, pending);
    for (const entry of pending) steps[entry.at] = variantStep(entry, owners);
  }
  return options.imageExists ? checkImages(steps, items, options.imageExists) : steps;
}

interface Pending {
  /** The item's place in the plan. */
  at: number;
  item: ImportItem;
  existing: ProductRow | undefined;
  stored: readonly ProductVariantRow[];
  set: Partial<NewProductRow>;
  variants: Extract<VariantsFields, { options: unknown }>;
}

/**
 * The stock rule of a file with export times (decision 041), for variants: a variant whose stock moved
 * since the export (its own move, `stockCount (SKU)`, or any move of its product's stock) keeps the stock
 * it has now, so a file never undoes a sale. No choice is offered for a variant yet: the sale stands.
 */
async function keepMovedVariantStock(bulk: ProductBulkRepository, pending: Pending[]): Promise<void> {
  const timed = pending.filter((entry) => entry.existing && entry.item.exportedAt instanceof Date);
  if (timed.length === 0) return;
  const earliest = Math.min(...timed.map((entry) => entry.item.exportedAt!.getTime()));
  const moves = await bulk.variantStockMovesSince(
    timed.map((entry) => entry.existing!.id),
    new Date(earliest - EXPORT_SETTLE_MS),
  );
  for (const entry of timed) {
    const since = entry.item.exportedAt!.getTime() - EXPORT_SETTLE_MS;
    const own = moves.filter(
      (move) => move.productId === entry.existing!.id && move.createdAt.getTime() > since,
    );
    if (own.length === 0) continue;
    const whole = own.some((move) => move.key === 'stockCount');
    const moved = new Set(own.map((move) => skuKey(/^stockCount \((.+)\)$/.exec(move.key)?.[1] ?? '')));
    const stored = new Map(entry.stored.map((variant) => [skuKey(variant.sku), variant]));
    entry.variants = {
      ...entry.variants,
      variants: entry.variants.variants.map((variant) => {
        const now = stored.get(skuKey(variant.sku));
        return now && (whole || moved.has(skuKey(variant.sku)))
          ? { ...variant, stockCount: now.stockCount }
          : variant;
      }),
    };
  }
}

/** A product's step without variants: added, updated with what changes, or unchanged. */
function productStep(row: number, existing: ProductRow | undefined, set: Partial<NewProductRow>): PlanStep {
  if (!existing) return { kind: 'add', row, fields: set as NewProductFields };
  const after: ProductRow = { ...existing, ...set };
  if (set.stockCount !== undefined) after.inStock = after.stockCount > 0;
  const changes = diffProducts(toProduct(existing), toProduct(after));
  return Object.keys(changes).length === 0
    ? { kind: 'unchanged', row, product: existing }
    : { kind: 'update', row, before: existing, after, changes };
}

/**
 * A product's step with its list of variants: the row takes its options and the variants' summary; the
 * changes are the product's others and each variant's, named by SKU (`price (TLT240-5T-380)`).
 */
function variantStep(entry: Pending, owners: ReadonlyMap<string, string>): PlanStep {
  const { item, existing, stored, variants } = entry;
  const problem = variantsError(variants, existing?.id, owners);
  if (problem) return { kind: 'error', row: item.row, label: item.label, errors: [problem] };
  const { planned, set } = variantRowFields(existing?.id ?? '', stored, variants);
  const fields = { ...entry.set, ...set };
  if (!existing)
    return { kind: 'add', row: item.row, fields: fields as NewProductFields, variants: variants.variants };
  const after: ProductRow = { ...existing, ...fields };
  const changes = {
    ...withoutSummary(diffProducts(toProduct(existing), toProduct(after))),
    ...variantChanges(
      after.options,
      stored,
      planned.map(({ row }) => row),
    ),
  };
  return Object.keys(changes).length === 0
    ? { kind: 'unchanged', row: item.row, product: existing }
    : { kind: 'update', row: item.row, before: existing, after, changes, variants: variants.variants };
}

/**
 * The step with its product's stock set to `stockCount` (and In stock with it): an update, or unchanged
 * when nothing else changes. Its stock check stays with it.
 */
export function withStock(
  step: Extract<PlanStep, { kind: 'update' | 'unchanged' }>,
  stockCount: number,
): Extract<PlanStep, { kind: 'update' | 'unchanged' }> {
  const before = step.kind === 'update' ? step.before : step.product;
  const after: ProductRow = {
    ...(step.kind === 'update' ? step.after : before),
    stockCount,
    inStock: stockCount > 0,
  };
  const changes = diffProducts(toProduct(before), toProduct(after));
  const stock = step.stock ? { stock: step.stock } : {};
  return Object.keys(changes).length === 0
    ? { kind: 'unchanged', row: step.row, product: before, ...stock }
    : { kind: 'update', row: step.row, before, after, changes, ...stock };
}

/** Pictures a step gives its product that it did not have (new products: all of theirs). */
function newPictures(step: PlanStep): string[] {
  if (step.kind === 'add')
    return step.fields.images?.length ? step.fields.images : [step.fields.imagePublicId];
  if (step.kind !== 'update') return [];
  const had = new Set([step.before.imagePublicId, ...step.before.images]);
  return [step.after.imagePublicId, ...step.after.images].filter((id) => !had.has(id));
}

/** Rows whose new pictures are not stored become errors (each distinct picture checked once). */
async function checkImages(
  steps: PlanStep[],
  items: readonly ImportItem[],
  imageExists: (publicId: string) => Promise<boolean>,
): Promise<PlanStep[]> {
  const wanted = [...new Set(steps.flatMap(newPictures))];
  const exists = new Map(
    await mapWithConcurrency(
      wanted,
      IMAGE_CHECKS_AT_ONCE,
      async (id) => [id, await imageExists(id)] as const,
    ),
  );
  return steps.map((step, index) =>
    newPictures(step).every((id) => exists.get(id))
      ? step
      : {
          kind: 'error',
          row: step.row,
          label: items[index]!.label,
          errors: [{ column: 'Images', message: IMPORT_MESSAGES.imageMissing }],
        },
  );
}

/** The plan as the preview shows it. */
export function previewRows(steps: readonly PlanStep[]): ImportRow[] {
  return steps.map((step): ImportRow => {
    switch (step.kind) {
      case 'add':
        return {
          kind: 'add',
          row: step.row,
          name: step.fields.name,
          brand: step.fields.brand,
          price: koboToNaira(step.fields.priceKobo),
          stockCount: step.fields.stockCount ?? 0,
        };
      case 'update':
        return {
          kind: 'update',
          row: step.row,
          id: step.before.id,
          name: step.before.name,
          changes: step.changes,
          ...(step.stock ? { stock: step.stock } : {}),
        };
      case 'unchanged':
        return {
          kind: 'unchanged',
          row: step.row,
          id: step.product.id,
          name: step.product.name,
          ...(step.stock ? { stock: step.stock } : {}),
        };
      case 'error':
        return { kind: 'error', row: step.row, name: step.label, errors: step.errors };
    }
  });
}

/**
 * A fingerprint of the plan: what each row would write, and the values it would replace. The preview
 * answers it; the apply plans again under lock and refuses when the fingerprint differs (someone changed
 * the catalogue in between, or the file is not the one previewed).
 */
export function planToken(steps: readonly PlanStep[]): string {
  const hash = createHash('sha256');
  for (const step of steps) hash.update(`${JSON.stringify(fingerprint(step))}\n`);
  return hash.digest('base64url');
}

function fingerprint(step: PlanStep): unknown {
  switch (step.kind) {
    case 'add':
      return ['add', step.row, step.fields, step.variants ?? null];
    case 'update':
      return ['update', step.row, step.before.id, step.changes, step.stock ?? null];
    case 'unchanged':
      return ['unchanged', step.row, step.product.id, step.stock ?? null];
    case 'error':
      return ['error', step.row, step.errors];
  }
}

export interface AppliedPlan {
  added: ProductRow[];
  updated: ProductRow[];
  unchanged: number;
}

/**
 * Writes the plan's adds and updates in the transaction `bulk` and `repository` are bound to: the new
 * products in batches (rating, reviews and dates as the fields say, else now), the updates in one
 * statement, and one history entry per product changed, under `action`.
 */
export async function applyPlan(
  bulk: ProductBulkRepository,
  repository: CatalogRepository,
  steps: readonly PlanStep[],
  action: ProductChangeAction,
  actor: Actor,
): Promise<AppliedPlan> {
  const now = new Date();
  const adds = steps.flatMap((step) => (step.kind === 'add' ? [step.fields] : []));
  const updates = steps.flatMap((step) => (step.kind === 'update' ? [step] : []));
  const added = await insertAllWithFreeIds(
    bulk,
    repository,
    adds.map((fields) => ({ createdAt: now, ...fields, updatedAt: now })),
  );
  const updated = updates.map((step) => ({ ...step.after, updatedAt: now }));
  await bulk.updateMany(updated);
  // Each product's variants after its row, then the row's summary of them (decision 052).
  const addSteps = steps.flatMap((step) => (step.kind === 'add' ? [step] : []));
  for (const [index, step] of addSteps.entries())
    if (step.variants) await writeVariants(repository, added[index]!.id, step.variants);
  for (const step of updates)
    if (step.variants) await writeVariants(repository, step.before.id, step.variants);
  // An update's history is the plan's own diff: the row written is the plan's (updatedAt aside, untracked).
  await recordAll(bulk, repository, action, actor, [
    ...added.map((row) => ({ before: null, after: row })),
    ...updates.map((step, index) => ({ before: step.before, after: updated[index]!, changes: step.changes })),
  ]);
  return { added, updated, unchanged: steps.filter((step) => step.kind === 'unchanged').length };
}
