import { z } from 'zod';
import { fieldChangeSchema } from './admin-catalogue';
import { FIRST_SHOP_DAY, isCalendarDay, isShopDay, LAST_SHOP_DAY } from './days';
import { text } from './text';

/**
 * Spreadsheet import and export of the catalogue, and the orders export (decision 021). The export's
 * columns are the import's: a file exported, edited and imported again changes only what was edited.
 */
export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

/** An imported file: at most 5 MB and 10,000 product rows (under the header row). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

/**
 * The product columns, in the export's order. `key` names the column to the code; `label` is its header.
 * Read-only columns are exported for reading and ignored by the import (the shop computes them).
 */
export const PRODUCT_COLUMNS = [
  { key: 'id', label: 'ID' },
  { key: 'name', label: 'Name' },
  // A product with variants has one row per variant, its SKU here; the option columns follow (decision 052).
  { key: 'sku', label: 'SKU' },
  { key: 'brand', label: 'Brand' },
  { key: 'price', label: 'Price' },
  { key: 'originalPrice', label: 'Original price' },
  { key: 'installationFee', label: 'Installation fee' },
  { key: 'stockCount', label: 'Stock' },
  { key: 'lowStockThreshold', label: 'Low-stock threshold' },
  { key: 'category', label: 'Categories' },
  { key: 'subCategory', label: 'Sub-categories' },
  { key: 'description', label: 'Description' },
  { key: 'features', label: 'Features' },
  { key: 'specifications', label: 'Specifications' },
  { key: 'videos', label: 'Videos' },
  { key: 'images', label: 'Images' },
  { key: 'priority', label: 'Priority' },
  { key: 'featured', label: 'Featured' },
  { key: 'isActive', label: 'Active' },
  { key: 'inStock', label: 'In stock', readOnly: true },
  { key: 'rating', label: 'Rating', readOnly: true },
  { key: 'reviews', label: 'Reviews', readOnly: true },
  { key: 'image', label: 'Main image URL', readOnly: true },
  { key: 'createdAt', label: 'Created', readOnly: true },
  { key: 'updatedAt', label: 'Updated', readOnly: true },
  // By name (or id); a product the file leaves without one goes in the largest class (decision 039).
  { key: 'deliveryClass', label: 'Delivery class' },
  // When the export read the row (Lagos time): the import compares the file's stock with the stock then.
  { key: 'exportedAt', label: 'Exported' },
] as const satisfies readonly { key: string; label: string; readOnly?: boolean }[];
export type ProductColumnKey = (typeof PRODUCT_COLUMNS)[number]['key'];

/**
 * A product with variants is one row per variant (decision 052): the product's columns repeated, its
 * `SKU`, and one column per option named `Option: <name>` (`Option: Capacity`), right after `SKU`. On a
 * variant's row, Price, Original price, Installation fee, Stock, Low-stock threshold and In stock are
 * the variant's; a simple product's row leaves SKU and the option columns empty.
 */
export const OPTION_COLUMN_PREFIX = 'Option: ';

/** The header of an option's column: `Option: Capacity`. */
export const optionColumnLabel = (name: string) => `${OPTION_COLUMN_PREFIX}${name}`;

/** The option an `Option: <name>` header names (case and spaces around the colon ignored), or null. */
export function optionColumnName(header: string): string | null {
  const match = /^\s*option\s*:\s*(.+?)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** A header as the import matches it: case, spaces, dashes and underscores ignored ("low stock threshold"). */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[\s_-]+/g, '');
}

export const spreadsheetFormatSchema = z.enum(SPREADSHEET_FORMATS, {
  message: 'Choose the format: csv or xlsx',
});

export const productExportQuerySchema = z.object({ format: spreadsheetFormatSchema });

const exportDay = (label: string) =>
  text(`Choose the ${label} date`)
    .refine(isCalendarDay, { message: `The ${label} date must be a date written YYYY-MM-DD`, abort: true })
    .refine(isShopDay, `The ${label} date must be between ${FIRST_SHOP_DAY} and ${LAST_SHOP_DAY}`);

/** The orders export's From and To fields, with their messages (the GET query, the form, the export job). */
export const exportRange = { from: exportDay('from'), to: exportDay('to') };
export const inOrder = (range: { from: string; to: string }) => range.from <= range.to;
export const outOfOrder = { message: 'The from date must be on or before the to date', path: ['to'] };

/** The orders export's period: from `from` to `to`, both Lagos days, both included (the admin's form). */
export const orderExportRangeSchema = z.object(exportRange).refine(inOrder, outOfOrder);
export type OrderExportRange = z.infer<typeof orderExportRangeSchema>;

/** GET /api/admin/orders/export: the order lines of the orders placed in the period. */
export const orderExportQuerySchema = z
  .object({ format: spreadsheetFormatSchema, ...exportRange })
  .refine(inOrder, outOfOrder);
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/**
 * The name of an exported file, from the Lagos day it was asked for: `garagepro-products-2026-11-24.csv`,
 * `garagepro-orders-2026-11-01-to-2026-11-24-made-2026-11-24.xlsx` (and `garagepro-payments-...` for the
 * ledger's rows). The GET endpoints and the export jobs name their files with it.
 */
export function exportFileName(
  file: {
    kind: 'products' | 'orders' | 'payments';
    format: SpreadsheetFormat;
    from?: string | null;
    to?: string | null;
  },
  madeOn: string,
): string {
  return file.kind === 'products'
    ? `garagepro-products-${madeOn}.${file.format}`
    : `garagepro-${file.kind}-${file.from}-to-${file.to}-made-${madeOn}.${file.format}`;
}

export const IMPORT_MESSAGES = {
  noFile: 'Choose a CSV or Excel (.xlsx) file to import.',
  wrongType: 'This is not a CSV or Excel (.xlsx) file. Save the spreadsheet as CSV or .xlsx and try again.',
  unreadable: 'The file could not be read. Save it again as CSV or Excel (.xlsx) and try again.',
  tooLarge: 'The file is larger than 5 MB. Split it into smaller files.',
  tooMuchData:
    'The file unpacks to more than 64 MB, or holds more than 300,000 different texts: more than a catalogue needs. Split it into smaller files.',
  busy: 'The server is reading another spreadsheet. Try again in a moment.',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} product rows. Split it into smaller files.`,
  empty: 'The file has no product rows under its header row.',
  noKeyColumn: 'The file needs an ID or a Name column to know which product each row is.',
  hasErrors: 'Some rows have errors. Correct them in the file and preview it again; nothing was imported.',
  changed: 'The catalogue changed since the preview. Preview the file again.',
  noToken: 'Preview the file before applying it.',
  duplicate: (row: number) => `The same product is already in row ${row}`,
  imageMissing: 'The image was not found. Upload it in the product form first.',
  notFound: 'No product has this id; it is matched by name instead.',
  specificationLine: 'Write each specification on its own line as Name: value',
  yesNo: (label: string) => `${label} must be Yes or No`,
  applied: (added: number, updated: number) => `Import applied: ${added} added, ${updated} updated.`,
  exportedAt:
    'The Exported time could not be read. Clear the Exported cell to import this stock as it is, or export the catalogue again.',
  stockOnly: 'Your staff level may change only the stock in an import.',
  stockOnlyAdd: 'Your staff level may change only the stock in an import: this row would add a product.',
  badChoice: 'The stock choices could not be read. Preview the file again.',
  notAConflict: (row: number) => `Row ${row} has no stock conflict to choose for. Preview the file again.`,
  // A product with variants: its rows (decision 052).
  variantRow: (row: number, message: string) => `Row ${row}: ${message}`,
  sameProductColumn: (label: string) =>
    `The rows of one product must repeat its ${label}: write the same value in each of its rows`,
  variantWithoutSku: 'A product with variants needs a SKU in each of its rows',
  stockOnlyVariants:
    'Your staff level may change only the stock in an import: this row adds or removes a variant.',
} as const;

const cellError = z.object({ column: z.string(), message: z.string() });
export type ImportCellError = z.infer<typeof cellError>;

/**
 * A row whose Stock differs from the product's stock now. `change`: applying writes the file's stock
 * (the stock did not move since the export, or the file has no export time: `atExport` null). `conflict`:
 * the stock moved since the export and the file changed it too; applying keeps the stock now unless
 * staff choose the file's (decision 041).
 */
export const stockCheckSchema = z.object({
  file: z.number().int(),
  atExport: z.number().int().nullable(),
  now: z.number().int(),
  outcome: z.enum(['change', 'conflict']),
});
export type StockCheck = z.infer<typeof stockCheckSchema>;

/** One row of the file and what applying it would do. `row` is the row number the spreadsheet shows. */
export const importRowSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('add'),
    row: z.number().int(),
    name: z.string(),
    brand: z.string(),
    price: z.number(),
    stockCount: z.number().int(),
  }),
  z.object({
    kind: z.literal('update'),
    row: z.number().int(),
    id: z.string(),
    name: z.string(),
    changes: z.record(z.string(), fieldChangeSchema),
    stock: stockCheckSchema.optional(),
  }),
  z.object({
    kind: z.literal('unchanged'),
    row: z.number().int(),
    id: z.string(),
    name: z.string(),
    stock: stockCheckSchema.optional(),
  }),
  z.object({ kind: z.literal('error'), row: z.number().int(), name: z.string(), errors: z.array(cellError) }),
]);
export type ImportRow = z.infer<typeof importRowSchema>;

/** POST /api/admin/products/import/preview: the dry run. Nothing is written. */
export const importPreviewSchema = z.object({
  /** Send it back with the same file to apply exactly this plan. */
  token: z.string(),
  format: z.enum(SPREADSHEET_FORMATS),
  /** The headers the import reads, as the file wrote them. */
  columns: z.array(z.string()),
  /** Headers the shop does not know: ignored. */
  unknownColumns: z.array(z.string()),
  /** Known headers the shop computes itself (In stock, Rating...): ignored. */
  readOnlyColumns: z.array(z.string()),
  /** Stock is imported only when the file has a Stock column. */
  hasStockColumn: z.boolean(),
  /** When the file was exported (its earliest Exported time, ISO); null for a sheet made by hand. */
  exportedAt: z.string().nullable(),
  counts: z.object({
    add: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
    /** Rows whose stock Apply changes to the file's. */
    stock: z.number().int(),
    /** Rows whose stock moved since the export and which the file changes too: kept unless chosen. */
    conflict: z.number().int(),
  }),
  rows: z.array(importRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The multipart field of an apply naming the conflict rows whose stock is the file's (`2,5,9`). */
export const USE_FILE_STOCK_FIELD = 'useFileStock';

/** POST /api/admin/products/import: written in one transaction, or nothing. */
export const importResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  message: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
