import type { ProductRow, ProductVariantRow } from '../../db/schema';
import { writeVariantSummary } from './product-variants';
import { record } from './product-writes';
import type { CatalogRepository } from './catalog.repository';
import type { Actor } from './product-changes';

/**
 * One line of a stock move: a product, or one of its variants (decision 052), and how many (a name, and
 * the variant's SKU, for the answer when it is gone).
 */
export interface StockLine {
  productId: string;
  variantId?: string | null;
  variantSku?: string | null;
  name: string;
  quantity: number;
}

/**
 * Whether any stock moved, or the first line that cannot be taken: not enough stock, or (`gone`) a
 * variant the product no longer has.
 */
export type StockMove =
  | { ok: true; moved: boolean }
  | { ok: false; productId: string; name: string; available: number; gone?: { sku: string } };

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each product's (or variant's) quantity over the lines, by product id then variant id: a fixed order,
 * so locks never cross.
 */
function byProduct(lines: readonly StockLine[]): StockLine[] {
  const totals = new Map<string, StockLine>();
  for (const line of lines) {
    const key = JSON.stringify([line.productId, line.variantId ?? null]);
    const entry = totals.get(key);
    if (entry) entry.quantity += line.quantity;
    else totals.set(key, { ...line });
  }
  return [...totals.values()].sort(
    (a, b) => compare(a.productId, b.productId) || compare(a.variantId ?? '', b.variantId ?? ''),
  );
}

/**
 * Takes or returns a variant's stock: the product row is locked first (the order a product's edit takes
 * its locks in, so the two never wait on each other), then one guarded statement moves the variant's
 * count and the product's summary is written again. The product and the variant before and after, or
 * undefined when the variant is gone (or, for a take, has not enough).
 */
async function moveVariantStock(
  catalog: CatalogRepository,
  direction: 'take' | 'return',
  line: StockLine & { variantId: string },
): Promise<
  | {
      before: ProductRow;
      after: ProductRow;
      variant: { before: ProductVariantRow; after: ProductVariantRow };
    }
  | undefined
> {
  const before = await catalog.lockById(line.productId);
  if (!before) return undefined;
  const moved =
    direction === 'take'
      ? await catalog.variants.takeStock(line.productId, line.variantId, line.quantity)
      : await catalog.variants.returnStock(line.productId, line.variantId, line.quantity);
  if (!moved) return undefined;
  const after = await writeVariantSummary(catalog, line.productId);
  const delta = direction === 'take' ? -line.quantity : line.quantity;
  const variant = { before: { ...moved, stockCount: moved.stockCount - delta }, after: moved };
  return after && { before, after, variant };
}

/** The product as it was before `delta` was added to its stock (for the product's change history). */
function before(after: ProductRow, delta: number): ProductRow {
  const stockCount = after.stockCount - delta;
  return { ...after, stockCount, inStock: stockCount > 0 };
}

/**
 * The catalogue's one stock operation: takes or returns these quantities for this actor, each change
 * recorded in the product's history, inside the caller's transaction (`db/transaction.ts`), so it commits
 * or rolls back with the caller's own writes. A take stops at the first product without enough stock and
 * answers it (the caller rolls back what was taken); a return skips a product no longer in the database.
 * `catalog` is the catalogue's repository joined to the caller's transaction (`repository.on(tx)`), so
 * the catalogue's listeners hear these writes too.
 */
export async function moveStock(
  catalog: CatalogRepository,
  direction: 'take' | 'return',
  lines: readonly StockLine[],
  actor: Actor,
): Promise<StockMove> {
  let moved = false;
  for (const line of byProduct(lines)) {
    const { variantId } = line;
    if (variantId) {
      const result = await moveVariantStock(catalog, direction, { ...line, variantId });
      if (!result) {
        // A variant deleted since the order gives nothing back; taking from it is refused.
        if (direction === 'return') continue;
        const variant = (await catalog.variants.ofProduct(line.productId)).find(
          (candidate) => candidate.id === variantId,
        );
        const product = await catalog.findById(line.productId);
        const name = product?.name ?? line.name;
        const sku = variant?.sku ?? line.variantSku ?? '';
        if (!variant) return { ok: false, productId: line.productId, name, available: 0, gone: { sku } };
        const available = Math.max(0, variant.stockCount);
        return { ok: false, productId: line.productId, name: `${name} (${sku})`, available };
      }
      // The variant's change is recorded by its SKU, and its own low-stock crossing mailed.
      await record(catalog, 'stock', actor, result.before, result.after, {
        before: [result.variant.before],
        after: [result.variant.after],
      });
      moved = true;
      continue;
    }
    const updated =
      direction === 'take'
        ? await catalog.takeStock(line.productId, line.quantity)
        : await catalog.returnStock(line.productId, line.quantity);
    if (!updated) {
      if (direction === 'return') continue;
      const product = await catalog.findById(line.productId);
      const available = Math.max(0, product?.stockCount ?? 0);
      return { ok: false, productId: line.productId, name: product?.name ?? line.name, available };
    }
    const delta = direction === 'take' ? -line.quantity : line.quantity;
    await record(catalog, 'stock', actor, before(updated, delta), updated);
    moved = true;
  }
  return { ok: true, moved };
}
