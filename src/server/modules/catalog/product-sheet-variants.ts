import type { z } from 'zod';
import { koboToNaira } from '../../../shared/money';
import { productFieldsSchema, type OptionInputData, type VariantInputData } from '../../../shared/product';
import { skuKey } from '../../../shared/product-variants';
import { IMPORT_MESSAGES, type ImportCellError } from '../../../shared/spreadsheet';
import type { ProductOptionColumn, ProductRow, ProductVariantRow } from '../../db/schema';
import type { VariantsFields } from './import-variants';

// A product's rows of a sheet as its options and variants (decision 052): one row per variant, its SKU
// and one `Option: <name>` column per option; the options are built from those columns.

/** What one variant's row says (cells as read; `undefined`: the file has no such column). */
export interface VariantSheetRow {
  row: number;
  sku: string;
  /** The row's non-empty option cells, by option name. */
  options: Record<string, string>;
  price?: unknown;
  originalPrice?: unknown;
  installationFee?: unknown;
  stockCount?: unknown;
  lowStockThreshold?: number;
}

const optionsSchema = productFieldsSchema.shape.options.unwrap();
const variantSchema = productFieldsSchema.shape.variants.unwrap().element;

const COLUMN_OF: Record<string, string> = {
  sku: 'SKU',
  options: 'Options',
  price: 'Price',
  originalPrice: 'Original price',
  installationFee: 'Installation fee',
  stockCount: 'Stock',
  lowStockThreshold: 'Low-stock threshold',
};

function issueError(error: z.ZodError, row: number | null): ImportCellError {
  const issue = error.issues[0]!;
  const field = String(issue.path.find((part) => typeof part === 'string') ?? 'options');
  const message = row === null ? issue.message : IMPORT_MESSAGES.variantRow(row, issue.message);
  return { column: COLUMN_OF[field] ?? 'Options', message };
}

/**
 * The options the rows name: each option column with a value in some row (in the columns' order), its
 * values in the rows' order. When the product has options of the same names holding every value named,
 * they stay as they are (their order, and values no row sells, as the product form allows), so an
 * exported file imported again changes nothing; otherwise a known option keeps its values' order, new
 * values after them.
 */
export function sheetOptions(
  rows: readonly VariantSheetRow[],
  optionNames: readonly string[],
  stored: readonly ProductOptionColumn[],
): ProductOptionColumn[] {
  const derived = optionNames
    .filter((name) => rows.some((row) => row.options[name] !== undefined))
    .map((name) => ({
      name,
      values: [...new Set(rows.flatMap((row) => row.options[name] ?? []))],
    }));
  const storedNamed = new Map(stored.map((option) => [option.name, option]));
  const fits =
    derived.length === stored.length &&
    derived.every((option) =>
      option.values.every((value) => storedNamed.get(option.name)?.values.includes(value)),
    );
  if (fits) return stored.map((option) => ({ name: option.name, values: [...option.values] }));
  return derived.map((option) => {
    const known = storedNamed.get(option.name)?.values ?? [];
    const place = (value: string) => (known.includes(value) ? known.indexOf(value) : known.length);
    return { name: option.name, values: [...option.values].sort((a, b) => place(a) - place(b)) };
  });
}

/**
 * A product's variant rows as its whole list of variants (replacing the stored one, matched by SKU
 * ignoring case). A column the file leaves out keeps a stored variant's value (a new one's price is
 * then required and its stock is 0); every cell is checked as the product form checks it.
 */
export function sheetVariants(
  rows: readonly VariantSheetRow[],
  optionNames: readonly string[],
  existing: ProductRow | null,
  stored: readonly ProductVariantRow[],
): VariantsFields {
  const options = optionsSchema.safeParse(sheetOptions(rows, optionNames, existing?.options ?? []));
  if (!options.success) return { errors: [issueError(options.error, null)] };
  const bySku = new Map(stored.map((variant) => [skuKey(variant.sku), variant]));
  const variants: VariantInputData[] = [];
  for (const row of rows) {
    const old = bySku.get(skuKey(row.sku));
    const parsed = variantSchema.safeParse({
      sku: row.sku,
      options: row.options,
      price: row.price ?? (old ? koboToNaira(old.priceKobo) : undefined),
      ...(row.originalPrice === undefined ? {} : { originalPrice: row.originalPrice }),
      ...(row.installationFee === undefined ? {} : { installationFee: row.installationFee }),
      stockCount: row.stockCount ?? old?.stockCount ?? 0,
      ...(row.lowStockThreshold === undefined ? {} : { lowStockThreshold: row.lowStockThreshold }),
    });
    if (!parsed.success) return { errors: [issueError(parsed.error, row.row)] };
    variants.push(parsed.data);
  }
  return {
    options: options.data as OptionInputData[],
    variants,
    rows: rows.map((row) => row.row),
  };
}
