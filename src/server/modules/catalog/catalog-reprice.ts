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
import { skuKey, variantLabel } from '../../../shared/product-variants';
import type { FieldChange, ProductRow, ProductVariantRow } from '../../db/schema';
import type { CatalogRepository } from './catalog.repository';
import type { ProductBulkRepository } from './product-bulk.repository';
import { diffProducts, variantChanges, type Actor } from './product-changes';
import { toProduct } from './product-mapper';
import { variantSummary, writeVariantSummary } from './product-variants';
import { recordAll } from './product-writes';

export interface CatalogRepriceDependencies {
  /** The catalogue's bulk writes (one statement for every product repriced) and, in its transactions, its reads. */
  bulk: ProductBulkRepository;
  repository: CatalogRepository;
  /** Tells every server process the catalogue changed (drops in-memory copies). */
  catalogueChanged: () => Promise<void>;
}

interface PlannedVariant {
  variant: ProductVariantRow;
  priceKobo: number;
  originalPriceKobo: number | null;
}

interface PlannedPrice {
  row: ProductRow;
  /** For a product with variants: their summary after the repricing (decision 052). */
  priceKobo: number;
  originalPriceKobo: number | null;
  /** Each variant repriced as a product is (empty for a product without variants). */
  variants: PlannedVariant[];
}

const PRICE_MAX_KOBO = nairaToKobo(PRICE_MAX);

const refused = (message: string, field: string) =>
  new AppError('VALIDATION_FAILED', message, [{ field, message }]);

type Prices = { priceKobo: number; originalPriceKobo: number | null };

/**
 * Every selected product's new prices, or the whole repricing refused: a price would go below ₦0 (the
 * products are named, a variant with its SKU), or above the largest price a product may have. A product
 * with variants has each variant repriced, and its own prices become their summary.
 */
function plan(
  rows: readonly ProductRow[],
  variantsOf: ReadonlyMap<string, ProductVariantRow[]>,
  change: RepriceChange,
  includeOriginalPrice: boolean,
): PlannedPrice[] {
  const belowZero: string[] = [];
  const aboveMax: string[] = [];
  /** The new prices of one priced thing (a product, or a variant), or null when refused. */
  const priced = (prices: Prices, name: string): Prices | null => {
    const moved = repricedProduct(prices, change, includeOriginalPrice);
    if (moved.priceKobo === null) belowZero.push(name);
    else if (moved.priceKobo > PRICE_MAX_KOBO || (moved.originalPriceKobo ?? 0) > PRICE_MAX_KOBO)
      aboveMax.push(name);
    else return { priceKobo: moved.priceKobo, originalPriceKobo: moved.originalPriceKobo };
    return null;
  };
  const planned: PlannedPrice[] = [];
  for (const row of rows) {
    const variants = variantsOf.get(row.id) ?? [];
    if (variants.length === 0) {
      const prices = priced(row, row.name);
      if (prices) planned.push({ row, ...prices, variants: [] });
      continue;
    }
    const lines = variants.flatMap((variant) => {
      const prices = priced(variant, `${row.name} (${variant.sku})`);
      return prices ? [{ variant, ...prices }] : [];
    });
    if (lines.length < variants.length) continue;
    const summary = variantSummary(lines.map((line) => ({ ...line.variant, ...pricesOf(line) })));
    planned.push({
      row,
      priceKobo: summary.priceKobo,
      originalPriceKobo: summary.originalPriceKobo ?? null,
      variants: lines,
    });
  }
  if (belowZero.length > 0) throw refused(REPRICE_MESSAGES.belowZero(someNames(belowZero)), 'amount');
  if (aboveMax.length > 0) throw refused(REPRICE_MESSAGES.aboveMax(someNames(aboveMax)), 'amount');
  return planned;
}

const pricesOf = (line: Prices): Prices => ({
  priceKobo: line.priceKobo,
  originalPriceKobo: line.originalPriceKobo,
});

const moves = (line: Prices, before: Prices) =>
  line.priceKobo !== before.priceKobo || line.originalPriceKobo !== before.originalPriceKobo;

const changes = (line: PlannedPrice) =>
  moves(line, line.row) || line.variants.some((planned) => moves(planned, planned.variant));

const shownKobo = (line: { price: number; originalPrice: number | null }): Prices => ({
  priceKobo: nairaToKobo(line.price),
  originalPriceKobo: line.originalPrice === null ? null : nairaToKobo(line.originalPrice),
});

/**
 * The products whose prices (or whose variants' prices) differ from what the preview showed, or that
 * joined or left the selection.
 */
function sincePreview(
  rows: readonly ProductRow[],
  variantsOf: ReadonlyMap<string, ProductVariantRow[]>,
  expected: RepriceApplyRequestData['expected'],
): string[] {
  const shown = new Map(expected.map((line) => [line.id, line]));
  const differ = rows.filter((row) => {
    const line = shown.get(row.id);
    shown.delete(row.id);
    if (!line || moves(shownKobo(line), row)) return true;
    const variants = variantsOf.get(row.id) ?? [];
    const shownVariants = new Map((line.variants ?? []).map((variant) => [skuKey(variant.sku), variant]));
    return (
      variants.length !== shownVariants.size ||
      variants.some((variant) => {
        const seen = shownVariants.get(skuKey(variant.sku));
        return !seen || moves(shownKobo(seen), variant);
      })
    );
  });
  return [...differ.map((row) => row.id), ...shown.keys()];
}

const naira = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

/** A product's (or variant's) prices before and after, in naira, as a preview line shows them. */
const pricesText = (before: Prices, after: Prices) => ({
  oldPrice: koboToNaira(before.priceKobo),
  newPrice: koboToNaira(after.priceKobo),
  oldOriginalPrice: naira(before.originalPriceKobo),
  newOriginalPrice: naira(after.originalPriceKobo),
});

/**
 * Bulk repricing: a preview of every selected product's old and new prices, written nowhere, and the
 * apply, which locks the selection, checks nothing moved since the preview, and writes every product in
 * one transaction with one `reprice` entry in each product's history (or writes nothing).
 */
export class CatalogReprice {
  constructor(private readonly deps: CatalogRepriceDependencies) {}

  async preview(request: RepricePreviewRequestData): Promise<RepricePreviewResponse> {
    const repository = this.deps.repository;
    const rows = await this.select(repository, request.selection, false);
    const variantsOf = await repository.variants.ofProducts(rows.map((row) => row.id));
    const products = plan(rows, variantsOf, request, request.includeOriginalPrice).map((line) => ({
      id: line.row.id,
      name: line.row.name,
      brand: line.row.brand,
      ...pricesText(line.row, line),
      // Only a product with variants carries them: a simple product's line is as before.
      ...(line.variants.length > 0
        ? {
            variants: line.variants.map((planned) => ({
              sku: planned.variant.sku,
              label: variantLabel(line.row.options, planned.variant.options),
              ...pricesText(planned.variant, planned),
            })),
          }
        : {}),
    }));
    return { products, count: products.length };
  }

  async apply(request: RepriceApplyRequestData, actor: Actor): Promise<RepriceApplyResponse> {
    const { changed, unchanged } = await this.deps.bulk.inTransaction(async (bulk, repository) => {
      const rows = await this.select(repository, request.selection, true);
      const variantsOf = await repository.variants.ofProducts(rows.map((row) => row.id));
      const moved = sincePreview(rows, variantsOf, request.expected);
      if (moved.length > 0)
        throw new AppError('CONFLICT', REPRICE_MESSAGES.changed, { products: moved.slice(0, 50) });
      const lines = plan(rows, variantsOf, request, request.includeOriginalPrice).filter(changes);
      const now = new Date();
      const simple = lines.filter((line) => line.variants.length === 0);
      // Every changed simple product in one statement, then one history entry each, as an import writes them.
      const writes: { before: ProductRow; after: ProductRow; changes?: Record<string, FieldChange> }[] =
        simple.map((line) => ({
          before: line.row,
          after: { ...line.row, ...pricesOf(line), updatedAt: now },
        }));
      await bulk.updateMany(writes.map((write) => write.after));
      // A product with variants: each variant's prices, then its summary, in this transaction (decision 052).
      for (const line of lines.filter((planned) => planned.variants.length > 0)) {
        for (const planned of line.variants)
          if (moves(planned, planned.variant))
            await repository.variants.update(planned.variant.id, { ...pricesOf(planned), updatedAt: now });
        const after = (await writeVariantSummary(repository, line.row.id))!;
        const before = line.variants.map((planned) => planned.variant);
        const repriced = line.variants.map((planned) => ({ ...planned.variant, ...pricesOf(planned) }));
        writes.push({
          before: line.row,
          after,
          changes: {
            ...diffProducts(toProduct(line.row), toProduct(after)),
            ...variantChanges(line.row.options, before, repriced),
          },
        });
      }
      await recordAll(bulk, repository, 'reprice', actor, writes);
      return { changed: writes.length, unchanged: rows.length - writes.length };
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
