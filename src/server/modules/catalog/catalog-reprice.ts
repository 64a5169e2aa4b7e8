import { AppError } from '../../../shared/errors';
import { koboToNaira, nairaToKobo } from '../../../shared/money';
import { PRICE_MAX } from '../../../shared/product';
import {
  REPRICE_MAX_PRODUCTS,
  REPRICE_MESSAGES,
  repricedProduct,
  someNames,
  type RepriceApplyRequestData,
  type RepriceApplyResponse,
  type RepriceChange,
  type RepricePreviewRequestData,
  type RepricePreviewResponse,
  type RepriceSelection,
} from '../../../shared/reprice';
import type { ProductRow } from '../../db/schema';
import type { CatalogRepository } from './catalog.repository';
import type { ProductBulkRepository } from './product-bulk.repository';
import type { Actor } from './product-changes';
import { recordAll } from './product-writes';

export interface CatalogRepriceDependencies {
  /** The catalogue's bulk writes (one statement for every product repriced) and, in its transactions, its reads. */
  bulk: ProductBulkRepository;
  repository: CatalogRepository;
  /** Tells every server process the catalogue changed (drops in-memory copies). */
  catalogueChanged: () => Promise<void>;
}

interface PlannedPrice {
  row: ProductRow;
  priceKobo: number;
  originalPriceKobo: number | null;
}

const PRICE_MAX_KOBO = nairaToKobo(PRICE_MAX);

const refused = (message: string, field: string) =>
  new AppError('VALIDATION_FAILED', message, [{ field, message }]);

/**
 * Every selected product's new prices, or the whole repricing refused: a price would go below ₦0 (the
 * products are named), or above the largest price a product may have.
 */
function plan(
  rows: readonly ProductRow[],
  change: RepriceChange,
  includeOriginalPrice: boolean,
): PlannedPrice[] {
  const belowZero: string[] = [];
  const aboveMax: string[] = [];
  const planned: PlannedPrice[] = [];
  for (const row of rows) {
    const prices = repricedProduct(row, change, includeOriginalPrice);
    if (prices.priceKobo === null) belowZero.push(row.name);
    else if (prices.priceKobo > PRICE_MAX_KOBO || (prices.originalPriceKobo ?? 0) > PRICE_MAX_KOBO)
      aboveMax.push(row.name);
    else planned.push({ row, priceKobo: prices.priceKobo, originalPriceKobo: prices.originalPriceKobo });
  }
  if (belowZero.length > 0) throw refused(REPRICE_MESSAGES.belowZero(someNames(belowZero)), 'amount');
  if (aboveMax.length > 0) throw refused(REPRICE_MESSAGES.aboveMax(someNames(aboveMax)), 'amount');
  return planned;
}

const changes = (line: PlannedPrice) =>
  line.priceKobo !== line.row.priceKobo || line.originalPriceKobo !== line.row.originalPriceKobo;

/** The products whose prices differ from what the preview showed, or that joined or left the selection. */
function sincePreview(rows: readonly ProductRow[], expected: RepriceApplyRequestData['expected']): string[] {
  const shown = new Map(expected.map((line) => [line.id, line]));
  const differ = rows.filter((row) => {
    const line = shown.get(row.id);
    shown.delete(row.id);
    const original = line?.originalPrice ?? null;
    return (
      !line ||
      nairaToKobo(line.price) !== row.priceKobo ||
      (original === null ? null : nairaToKobo(original)) !== row.originalPriceKobo
    );
  });
  return [...differ.map((row) => row.id), ...shown.keys()];
}

/**
 * Bulk repricing: a preview of every selected product's old and new prices, written nowhere, and the
 * apply, which locks the selection, checks nothing moved since the preview, and writes every product in
 * one transaction with one `reprice` entry in each product's history (or writes nothing).
 */
export class CatalogReprice {
  constructor(private readonly deps: CatalogRepriceDependencies) {}

  async preview(request: RepricePreviewRequestData): Promise<RepricePreviewResponse> {
    const rows = await this.select(this.deps.repository, request.selection, false);
    const products = plan(rows, request, request.includeOriginalPrice).map((line) => ({
      id: line.row.id,
      name: line.row.name,
      brand: line.row.brand,
      oldPrice: koboToNaira(line.row.priceKobo),
      newPrice: koboToNaira(line.priceKobo),
      oldOriginalPrice: line.row.originalPriceKobo === null ? null : koboToNaira(line.row.originalPriceKobo),
      newOriginalPrice: line.originalPriceKobo === null ? null : koboToNaira(line.originalPriceKobo),
    }));
    return { products, count: products.length };
  }

  async apply(request: RepriceApplyRequestData, actor: Actor): Promise<RepriceApplyResponse> {
    const { changed, unchanged } = await this.deps.bulk.inTransaction(async (bulk, repository) => {
      const rows = await this.select(repository, request.selection, true);
      const moved = sincePreview(rows, request.expected);
      if (moved.length > 0)
        throw new AppError('CONFLICT', REPRICE_MESSAGES.changed, { products: moved.slice(0, 50) });
      const lines = plan(rows, request, request.includeOriginalPrice);
      const now = new Date();
      // Every changed product in one statement, then one history entry each, as an import writes them.
      const writes = lines.filter(changes).map((line) => ({
        before: line.row,
        after: {
          ...line.row,
          priceKobo: line.priceKobo,
          originalPriceKobo: line.originalPriceKobo,
          updatedAt: now,
        },
      }));
      await bulk.updateMany(writes.map((write) => write.after));
      await recordAll(bulk, repository, 'reprice', actor, writes);
      return { changed: writes.length, unchanged: lines.length - writes.length };
    });
    if (changed > 0) await this.deps.catalogueChanged();
    return { changed, unchanged, message: REPRICE_MESSAGES.applied(changed) };
  }

  /** The selected products (locked in an apply), refused when there are more than one repricing takes. */
  private async select(
    repository: CatalogRepository,
    selection: RepriceSelection,
    lock: boolean,
  ): Promise<ProductRow[]> {
    const rows = await repository.repriceSelection(selection, REPRICE_MAX_PRODUCTS + 1, lock);
    if (rows.length > REPRICE_MAX_PRODUCTS) throw refused(REPRICE_MESSAGES.tooMany, 'selection');
    return rows;
  }
}
