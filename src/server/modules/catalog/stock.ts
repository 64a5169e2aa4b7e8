import type { ProductRow } from '../../db/schema';
import { record } from './product-writes';
import type { CatalogRepository } from './catalog.repository';
import type { Actor } from './product-changes';

/** One line of a stock move: a product and how many (a name for the answer when it is gone). */
export interface StockLine {
  productId: string;
  name: string;
  quantity: number;
}

/** Whether any stock moved, or the first product that has not enough to take. */
export type StockMove =
  { ok: true; moved: boolean } | { ok: false; productId: string; name: string; available: number };

/** Each product's quantity over the lines, by product id (a fixed order, so locks never cross). */
function byProduct(lines: readonly StockLine[]): StockLine[] {
  const totals = new Map<string, StockLine>();
  for (const line of lines) {
    const entry = totals.get(line.productId);
    if (entry) entry.quantity += line.quantity;
    else totals.set(line.productId, { ...line });
  }
  return [...totals.values()].sort((a, b) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0,
  );
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
