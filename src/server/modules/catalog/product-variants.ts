import { randomUUID } from 'node:crypto';
import { AppError, validationError } from '../../../shared/errors';
import { nairaToKobo } from '../../../shared/money';
import type {
  OptionInputData,
  ProductOption,
  ProductUpdateData,
  VariantInputData,
} from '../../../shared/product';
import { STAFF_MESSAGES } from '../../../shared/staff';
import {
  VARIANT_MESSAGES,
  duplicateSku,
  skuKey,
  variantsProblem,
  type VariantProblem,
} from '../../../shared/product-variants';
import type { NewProductRow, ProductRow, ProductVariantRow } from '../../db/schema';
import type { CatalogRepository } from './catalog.repository';
import { rowPictures } from './product-pictures';

// A product's variants (decision 052): the checks of a write, the replacement of the list by SKU, and the
// one function that writes the product row's summary of them.

/** The product row's columns a product with variants takes from them. */
export type VariantSummary = Pick<
  NewProductRow,
  'priceKobo' | 'originalPriceKobo' | 'stockCount' | 'inStock' | 'installationFeeKobo'
>;

/**
 * The summary of a product's variants: the lowest active price and that variant's original price, the
 * sum of the active stocks, in stock when any active variant is, the lowest installation fee. A product
 * whose variants are all inactive sells nothing: its lowest price, no stock.
 */
export function variantSummary(variants: readonly ProductVariantRow[]): VariantSummary {
  const active = variants.filter((variant) => variant.isActive);
  const counted = active.length > 0 ? active : variants;
  const cheapest = counted.reduce((low, variant) => (variant.priceKobo < low.priceKobo ? variant : low));
  const stockCount = active.reduce((sum, variant) => sum + variant.stockCount, 0);
  const fees = counted.flatMap((variant) => variant.installationFeeKobo ?? []);
  return {
    priceKobo: cheapest.priceKobo,
    originalPriceKobo: cheapest.originalPriceKobo,
    stockCount,
    inStock: active.some((variant) => variant.stockCount > 0),
    installationFeeKobo: fees.length > 0 ? Math.min(...fees) : null,
  };
}

/**
 * Writes the product row's summary of its variants, in the caller's transaction: every write of a
 * variant (form, stock, import, order) ends with it. A product without variants is left as it is.
 */
export async function writeVariantSummary(
  repository: CatalogRepository,
  productId: string,
): Promise<ProductRow | undefined> {
  const variants = await repository.variants.ofProduct(productId);
  if (variants.length === 0) return undefined;
  return repository.update(productId, variantSummary(variants));
}

function refuse(problem: VariantProblem | null, code: 'VALIDATION_FAILED' | 'CONFLICT'): void {
  if (!problem) return;
  if (code === 'VALIDATION_FAILED') throw validationError(problem.field, problem.message);
  throw new AppError('CONFLICT', `${problem.field}: ${problem.message}`, [problem]);
}

/**
 * The checks that need no database: options and variants fit each other (400), no SKU is listed twice
 * (409), and each variant's picture is one of the product's (400).
 */
export function checkVariants(
  options: readonly OptionInputData[],
  variants: readonly VariantInputData[],
  pictures: readonly string[],
): void {
  refuse(variantsProblem(options, variants), 'VALIDATION_FAILED');
  refuse(duplicateSku(variants), 'CONFLICT');
  for (const [index, variant] of variants.entries())
    if (variant.image && !pictures.includes(variant.image))
      throw validationError(`variants.${index}.image`, VARIANT_MESSAGES.imageNotOfProduct);
}

const kobo = (naira: number | null | undefined, kept: number | null): number | null =>
  naira === undefined ? kept : naira === null ? null : nairaToKobo(naira);

/**
 * The variant rows a list replaces the stored ones with, matched by SKU (ignoring case): a SKU that stays
 * keeps its id, and a field it leaves out keeps its value; a new SKU gets a new id and the defaults.
 */
export function plannedVariants(
  productId: string,
  stored: readonly ProductVariantRow[],
  variants: readonly VariantInputData[],
  now: Date,
): { row: ProductVariantRow; existing: ProductVariantRow | undefined }[] {
  const bySku = new Map(stored.map((variant) => [skuKey(variant.sku), variant]));
  return variants.map((input, position) => {
    const existing = bySku.get(skuKey(input.sku));
    const stockCount = input.stockCount ?? existing?.stockCount;
    if (stockCount === undefined)
      throw validationError(`variants.${position}.stockCount`, VARIANT_MESSAGES.stockRequired);
    const row: ProductVariantRow = {
      id: existing?.id ?? randomUUID(),
      productId,
      position,
      sku: input.sku,
      options: input.options,
      priceKobo: nairaToKobo(input.price),
      originalPriceKobo: kobo(input.originalPrice, existing?.originalPriceKobo ?? null),
      installationFeeKobo: kobo(input.installationFee, existing?.installationFeeKobo ?? null),
      stockCount,
      lowStockThreshold: input.lowStockThreshold ?? existing?.lowStockThreshold ?? 2,
      imagePublicId: input.image === undefined ? (existing?.imagePublicId ?? null) : input.image,
      isActive: input.isActive ?? existing?.isActive ?? true,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    return { row, existing };
  });
}

/** Which kinds of field a replacement changes: prices, stock (a variant added or removed changes both). */
export function changedKinds(
  stored: readonly ProductVariantRow[],
  planned: readonly { row: ProductVariantRow; existing: ProductVariantRow | undefined }[],
): { price: boolean; stock: boolean } {
  const kept = new Set(planned.flatMap(({ existing }) => existing?.id ?? []));
  const addedOrRemoved =
    planned.some(({ existing }) => !existing) || stored.some((variant) => !kept.has(variant.id));
  let price = addedOrRemoved;
  let stock = addedOrRemoved;
  for (const { row, existing } of planned) {
    if (!existing) continue;
    if (
      row.priceKobo !== existing.priceKobo ||
      row.originalPriceKobo !== existing.originalPriceKobo ||
      row.installationFeeKobo !== existing.installationFeeKobo
    )
      price = true;
    if (row.stockCount !== existing.stockCount || row.lowStockThreshold !== existing.lowStockThreshold)
      stock = true;
  }
  return { price, stock };
}

/** True for PostgreSQL's unique violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Replaces the product's variants with the planned rows, in the caller's transaction: deletes the SKUs
 * that went, updates those that stay, inserts the new ones. A SKU another product uses answers 409.
 */
export async function replaceVariants(
  repository: CatalogRepository,
  productId: string,
  planned: readonly { row: ProductVariantRow; existing: ProductVariantRow | undefined }[],
): Promise<void> {
  const variants = repository.variants;
  const taken = await variants.skuUsedElsewhere(
    productId,
    planned.map(({ row }) => skuKey(row.sku)),
  );
  if (taken !== undefined) {
    const index = planned.findIndex(({ row }) => skuKey(row.sku) === skuKey(taken));
    refuse(
      { field: `variants.${index}.sku`, message: VARIANT_MESSAGES.skuTaken(planned[index]!.row.sku) },
      'CONFLICT',
    );
  }
  try {
    await variants.deleteOthers(
      productId,
      planned.flatMap(({ existing }) => existing?.id ?? []),
    );
    for (const { row, existing } of planned) {
      if (!existing) continue;
      const { id: _id, productId: _product, createdAt: _created, ...set } = row;
      await variants.update(row.id, set);
    }
    await variants.insertMany(planned.flatMap(({ row, existing }) => (existing ? [] : [row])));
  } catch (error) {
    // Another product took one of the SKUs meanwhile (the index on lower(sku) refused it).
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', `variants: ${VARIANT_MESSAGES.skuTakenMeanwhile}`, [
        { field: 'variants', message: VARIANT_MESSAGES.skuTakenMeanwhile },
      ]);
    throw error;
  }
}

/** The options a write leaves the product with. */
export function optionColumns(options: readonly OptionInputData[]): ProductOption[] {
  return options.map((option) => ({ name: option.name, values: [...option.values] }));
}

/** Which of the price and stock fields the admin's staff level may change. */
export interface FieldPermissions {
  price: boolean;
  stock: boolean;
}

/**
 * An update's options and variants, in its transaction, after the product row is written under its lock:
 * `variants` replaces the list by SKU; `options` alone must fit the stored variants (an empty list drops
 * them). A level that may not change prices or stock may send the list only with those fields as they
 * are. Whatever the update sent, a variant's picture stays one of the product's and the row keeps the
 * variants' summary.
 */
export async function updateVariants(
  repository: CatalogRepository,
  updated: ProductRow,
  input: ProductUpdateData,
  allowed: FieldPermissions,
): Promise<ProductRow> {
  const variants = input.variants ?? (input.options?.length === 0 ? [] : undefined);
  if (variants !== undefined) {
    const stored = await repository.variants.ofProduct(updated.id);
    checkVariants(updated.options, variants, rowPictures(updated));
    const planned = plannedVariants(updated.id, stored, variants, new Date());
    const changed = changedKinds(stored, planned);
    if (changed.price && !allowed.price) throw new AppError('FORBIDDEN', STAFF_MESSAGES.priceForbidden);
    if (changed.stock && !allowed.stock) throw new AppError('FORBIDDEN', STAFF_MESSAGES.stockForbidden);
    await replaceVariants(repository, updated.id, planned);
  } else if (input.options !== undefined) {
    const stored = await repository.variants.ofProduct(updated.id);
    const asInput = stored.map((variant) => ({ sku: variant.sku, options: variant.options }));
    if (variantsProblem(updated.options, asInput))
      throw validationError('options', VARIANT_MESSAGES.optionsWithoutVariants);
  }
  if (input.images !== undefined || input.imagePublicId !== undefined)
    await repository.variants.forgetPicturesNotIn(updated.id, rowPictures(updated));
  return (await writeVariantSummary(repository, updated.id)) ?? updated;
}
