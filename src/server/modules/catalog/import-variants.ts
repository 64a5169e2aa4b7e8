import type { OptionInputData, VariantInputData } from '../../../shared/product';
import { duplicateSku, skuKey, VARIANT_MESSAGES, variantsProblem } from '../../../shared/product-variants';
import { IMPORT_MESSAGES, type ImportCellError } from '../../../shared/spreadsheet';
import type { FieldChange, NewProductRow, ProductRow, ProductVariantRow } from '../../db/schema';
import type { CatalogRepository } from './catalog.repository';
import {
  optionColumns,
  plannedVariants,
  replaceVariants,
  variantSummary,
  writeVariantSummary,
} from './product-variants';

// The variants of a bulk write (decision 052): a sheet's rows of one product, or a demo product's list.
// Planned with the product (the same rules as the product form's), written after it in the transaction,
// and closed by `writeVariantSummary`, the one writer of the product row's summary.

/** What a source says of a product's variants: the whole list (it replaces the stored one), or why not. */
export type VariantsFields =
  | {
      options: OptionInputData[];
      variants: VariantInputData[];
      /** Each variant's row in its source (a sheet's row number), for the messages. */
      rows: number[];
    }
  | { errors: ImportCellError[] };

export type PlannedVariant = { row: ProductVariantRow; existing: ProductVariantRow | undefined };

/** The product row's fields that summarise its variants, as the API's product names them and as columns. */
const SUMMARY_FIELDS = ['price', 'originalPrice', 'installationFee', 'stockCount', 'inStock'];
const SUMMARY_COLUMNS = [
  'priceKobo',
  'originalPriceKobo',
  'installationFeeKobo',
  'stockCount',
  'inStock',
] as const satisfies readonly (keyof NewProductRow)[];
const SUMMARY_LABELS: Record<(typeof SUMMARY_COLUMNS)[number], string> = {
  priceKobo: 'Price',
  originalPriceKobo: 'Original price',
  installationFeeKobo: 'Installation fee',
  stockCount: 'Stock',
  inStock: 'In stock',
};

/**
 * The field a change is about: a variant's (`price (X)`: `price`; `variant added (X)`: `variant added`,
 * as `variantChanges` names them), or the product's own.
 */
export function fieldOfChange(key: string): string {
  const match = /^(.+?) \(.+\)$/.exec(key);
  return match ? match[1]! : key;
}

/** A product's changes without the summary's fields: for a product with variants, those follow them. */
export function withoutSummary(changes: Record<string, FieldChange>): Record<string, FieldChange> {
  return Object.fromEntries(Object.entries(changes).filter(([key]) => !SUMMARY_FIELDS.includes(key)));
}

/**
 * A write that leaves a product's variants as they are (a row without SKU, the sync) cannot set the
 * summary's fields: one that would change them is an error, one that repeats them drops them.
 */
export function keepSummary(
  existing: ProductRow,
  set: Partial<NewProductRow>,
): { set: Partial<NewProductRow> } | { errors: ImportCellError[] } {
  const kept = { ...set };
  const errors: ImportCellError[] = [];
  for (const column of SUMMARY_COLUMNS) {
    if (!(column in kept)) continue;
    if (kept[column] !== existing[column])
      errors.push({ column: SUMMARY_LABELS[column], message: IMPORT_MESSAGES.variantWithoutSku });
    delete kept[column];
  }
  return errors.length > 0 ? { errors: errors.slice(0, 1) } : { set: kept };
}

/** The first problem of a list of variants for this product, as a cell error on its row, or null. */
export function variantsError(
  fields: Extract<VariantsFields, { options: unknown }>,
  productId: string | undefined,
  owners: ReadonlyMap<string, string>,
): ImportCellError | null {
  const at = (field: string) => fields.rows[Number(/^variants\.(\d+)/.exec(field)?.[1] ?? 0)] ?? 0;
  const problem = variantsProblem(fields.options, fields.variants) ?? duplicateSku(fields.variants);
  if (problem) {
    const column = problem.field.endsWith('.sku') ? 'SKU' : 'Options';
    return { column, message: IMPORT_MESSAGES.variantRow(at(problem.field), problem.message) };
  }
  for (const [index, variant] of fields.variants.entries()) {
    const owner = owners.get(skuKey(variant.sku));
    if (owner !== undefined && owner !== productId)
      return {
        column: 'SKU',
        message: IMPORT_MESSAGES.variantRow(fields.rows[index]!, VARIANT_MESSAGES.skuTaken(variant.sku)),
      };
  }
  return null;
}

/** The product row's fields a list of variants gives it: its options and the summary. */
export function variantRowFields(
  productId: string,
  stored: readonly ProductVariantRow[],
  fields: Extract<VariantsFields, { options: unknown }>,
): { planned: PlannedVariant[]; set: Partial<NewProductRow> } {
  const planned = plannedVariants(productId, stored, fields.variants, new Date());
  return {
    planned,
    set: { options: optionColumns(fields.options), ...variantSummary(planned.map(({ row }) => row)) },
  };
}

/** Writes a product's variants as planned, in the caller's transaction, then the row's summary. */
export async function writeVariants(
  repository: CatalogRepository,
  productId: string,
  variants: readonly VariantInputData[],
): Promise<void> {
  const stored = await repository.variants.ofProduct(productId);
  await replaceVariants(repository, productId, plannedVariants(productId, stored, variants, new Date()));
  await writeVariantSummary(repository, productId);
}
