import { z } from 'zod';
import { CATEGORIES } from '../../../shared/categories';
import { classNamed, DELIVERY_MESSAGES } from '../../../shared/delivery';
import {
  IMAGE_PUBLIC_ID_PATTERN,
  productFieldsSchema,
  productInputSchema,
  subCategoryProblem,
  type ProductInputData,
} from '../../../shared/product';
import {
  IMPORT_MESSAGES,
  PRODUCT_COLUMNS,
  headerKey,
  optionColumnName,
  type ImportCellError,
  type ProductColumnKey,
} from '../../../shared/spreadsheet';
import type { NewProductRow, ProductRow } from '../../db/schema';
import type { Cell } from '../../lib/spreadsheet-writer';
import { unescapeFormula } from '../../lib/spreadsheet-writer';
import type { Sheet } from '../../lib/spreadsheet-reader';
import { rowFields, withoutOrphans } from './catalog-admin.service';
import { readExportStamp } from './export-stamp';
import { pictureColumns } from './product-pictures';
import type { ImportItem, ItemFields } from './import-plan';
import { sheetVariants, type VariantSheetRow } from './product-sheet-variants';

// How a row of an imported file becomes the fields of a product to add or update (the import; the export
// is `product-sheet-export.ts`). The columns are PRODUCT_COLUMNS (src/shared).

/** A product has at most 8 pictures (the gallery's limit). */
const MAX_IMAGES = 8;
const DEFAULT_LOW_STOCK_THRESHOLD = 2;

type ImportableKey = Exclude<
  ProductColumnKey,
  'inStock' | 'rating' | 'reviews' | 'image' | 'createdAt' | 'updatedAt'
>;

const LABELS = Object.fromEntries(PRODUCT_COLUMNS.map((column) => [column.key, column.label])) as Record<
  ProductColumnKey,
  string
>;

/** Which column of the file holds each field, and the headers the import ignores. */
export interface SheetColumns {
  index: Partial<Record<ImportableKey, number>>;
  /** The `Option: <name>` columns, in the file's order. */
  options: { name: string; index: number }[];
  known: string[];
  unknown: string[];
  readOnly: string[];
}

export function sheetColumns(header: readonly string[]): SheetColumns {
  const columns: SheetColumns = { index: {}, options: [], known: [], unknown: [], readOnly: [] };
  header.forEach((label, index) => {
    if (label === '') return;
    const option = optionColumnName(label);
    if (option !== null) {
      const key = option.toLowerCase();
      if (columns.options.some((known) => known.name.toLowerCase() === key)) columns.unknown.push(label);
      else {
        columns.options.push({ name: option, index });
        columns.known.push(label);
      }
      return;
    }
    const column = PRODUCT_COLUMNS.find(
      (entry) => headerKey(entry.label) === headerKey(label) || headerKey(entry.key) === headerKey(label),
    );
    if (!column) columns.unknown.push(label);
    else if ('readOnly' in column) columns.readOnly.push(label);
    else if (columns.index[column.key] === undefined) {
      columns.index[column.key] = index;
      columns.known.push(label);
    }
  });
  return columns;
}

/** A cell as trimmed text ('' for nothing); a text cell escaped by the export reads as it was written. */
function text(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'boolean') return cell ? 'Yes' : 'No';
  return unescapeFormula(String(cell)).trim();
}

/**
 * A number cell: a number stays one; text like "₦1,250,000.50" reads as 1250000.5. Anything else
 * (a formula's text, words) is handed on as text, so the product schema refuses it with its own message.
 */
function number(cell: Cell | undefined): number | string | null {
  if (typeof cell === 'number') return cell;
  const value = text(cell);
  if (value === '') return null;
  const plain = value.replace(/[₦,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : value;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

function yesNo(cell: Cell | undefined, blank: boolean): boolean | null {
  if (typeof cell === 'boolean') return cell;
  const value = text(cell).toLowerCase();
  if (value === '') return blank;
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return null;
}

const lines = (value: string) => value.split(/\r?\n/);
const items = (value: string, separator: RegExp) =>
  value
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Category cells name categories by name or id ("Garage Tools; Lube Bay"); an unknown one is kept for the schema to refuse. */
function categoryIds(value: string, kind: 'category' | 'subCategory'): string[] {
  const entries =
    kind === 'category'
      ? CATEGORIES.map(({ id, name }) => ({ id, name }))
      : CATEGORIES.flatMap((category) => category.subCategories.map(({ id, name }) => ({ id, name })));
  return items(value, /[;\n,]/).map((item) => {
    const key = headerKey(item);
    return entries.find((entry) => headerKey(entry.id) === key || headerKey(entry.name) === key)?.id ?? item;
  });
}

/** A picture by its public id, or by one of its URLs (/media/<id>/800.webp). */
function imageId(item: string): string {
  const match = /\/media\/([^/]+)\//.exec(item);
  return match ? decodeURIComponent(match[1]!) : item;
}

const thresholdSchema = z
  .number({ message: 'Low-stock threshold must be a whole number' })
  .int('Low-stock threshold must be a whole number')
  .min(0, 'Low-stock threshold must be 0 or more')
  .max(1_000_000, 'Low-stock threshold is too large');

/** The schema's field -> the column the seller sees. */
const FIELD_COLUMN: Record<string, ImportableKey> = {
  imagePublicId: 'images',
  image: 'images',
};

/** What one row of the file says, read from its cells (before it is matched to a product). */
interface RowInput {
  candidate: Record<string, unknown>;
  /** A variant's row: its SKU and its non-empty option cells ('' and none for a simple product's row). */
  sku: string;
  options: Record<string, string>;
  images?: string[];
  lowStockThreshold?: number;
  isActive?: boolean;
  /** When the row was exported (null: the file does not say). */
  exportedAt: Date | null;
  errors: ImportCellError[];
}

function readRow(
  cells: readonly Cell[],
  columns: SheetColumns,
  classes: readonly { id: string; name: string }[],
): RowInput {
  const errors: ImportCellError[] = [];
  const candidate: Record<string, unknown> = {};
  const cell = (key: ImportableKey) => cells[columns.index[key]!];
  const has = (key: ImportableKey) => columns.index[key] !== undefined;
  const sku = has('sku') ? text(cell('sku')) : '';
  const options = Object.fromEntries(
    columns.options.flatMap(({ name, index }) =>
      text(cells[index]) === '' ? [] : [[name, text(cells[index])]],
    ),
  );
  const input: RowInput = { candidate, sku, options, exportedAt: null, errors };
  const fail = (key: ImportableKey, message: string) => errors.push({ column: LABELS[key], message });

  for (const key of ['name', 'brand', 'description'] as const) if (has(key)) candidate[key] = text(cell(key));
  for (const key of ['price', 'stockCount'] as const)
    if (has(key)) candidate[key] = number(cell(key)) ?? undefined;
  for (const key of ['originalPrice', 'installationFee', 'priority'] as const)
    if (has(key)) candidate[key] = number(cell(key));
  if (has('category')) candidate.category = categoryIds(text(cell('category')), 'category');
  if (has('subCategory')) candidate.subCategory = categoryIds(text(cell('subCategory')), 'subCategory');
  if (has('deliveryClass') && text(cell('deliveryClass')) !== '') {
    const id = classNamed(text(cell('deliveryClass')), classes, headerKey);
    if (id !== null) candidate.deliveryClass = id;
    else fail('deliveryClass', `${DELIVERY_MESSAGES.unknownClass}: ${text(cell('deliveryClass'))}`);
  }
  if (has('features')) candidate.features = lines(text(cell('features')));
  if (has('videos')) candidate.videos = items(text(cell('videos')), /[\s;]+/);
  if (has('specifications')) {
    const specifications: Record<string, string> = {};
    for (const line of lines(text(cell('specifications'))).filter((entry) => entry.trim() !== '')) {
      const colon = line.indexOf(':');
      if (colon <= 0) {
        fail('specifications', IMPORT_MESSAGES.specificationLine);
        break;
      }
      specifications[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
    candidate.specifications = specifications;
  }
  if (has('images')) {
    const images = [...new Set(items(text(cell('images')), /[\s;,]+/).map(imageId))];
    candidate.imagePublicId = images[0] ?? '';
    if (images.length > MAX_IMAGES) fail('images', `At most ${MAX_IMAGES} pictures`);
    else if (images.some((id) => !IMAGE_PUBLIC_ID_PATTERN.test(id))) fail('images', 'Please upload an image');
    else input.images = images;
  }
  if (has('featured')) {
    const featured = yesNo(cell('featured'), false);
    if (featured === null) fail('featured', IMPORT_MESSAGES.yesNo('Featured'));
    else candidate.featured = featured;
  }
  if (has('isActive')) {
    const active = yesNo(cell('isActive'), true);
    if (active === null) fail('isActive', IMPORT_MESSAGES.yesNo('Active'));
    else input.isActive = active;
  }
  if (has('lowStockThreshold')) {
    const parsed = thresholdSchema.safeParse(
      number(cell('lowStockThreshold')) ?? DEFAULT_LOW_STOCK_THRESHOLD,
    );
    if (parsed.success) input.lowStockThreshold = parsed.data;
    else fail('lowStockThreshold', parsed.error.issues[0]!.message);
  }
  if (has('exportedAt')) {
    const stamp = readExportStamp(cell('exportedAt'));
    // The time matters only to a row's stock: elsewhere an unreadable one is ignored.
    if (stamp !== 'invalid') input.exportedAt = stamp;
    else if (candidate.stockCount !== undefined) fail('exportedAt', IMPORT_MESSAGES.exportedAt);
  }
  return input;
}

const partialSchema = productFieldsSchema.partial();

function schemaErrors(error: z.ZodError): ImportCellError[] {
  const seen = new Set<string>();
  const errors: ImportCellError[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    const key = FIELD_COLUMN[field] ?? (field as ImportableKey);
    const column = LABELS[key] ?? key;
    if (seen.has(column)) continue;
    seen.add(column);
    errors.push({ column, message: issue.message });
  }
  return errors;
}

/** The fields the row sets on the product it matched (or on a new one): its columns only, checked by the product schema. */
function fieldsFor(input: RowInput, hasStock: boolean, existing: ProductRow | null): ItemFields {
  const candidate = existing
    ? input.candidate
    : { ...input.candidate, stockCount: hasStock ? input.candidate.stockCount : 0 };
  const parsed = (existing ? partialSchema : productInputSchema).safeParse(candidate);
  if (!parsed.success) return { errors: schemaErrors(parsed.error) };
  const data = parsed.data as Partial<ProductInputData>;
  const category = data.category ?? existing?.category ?? [];
  const subCategory = data.subCategory ?? (existing ? withoutOrphans(category, existing.subCategory) : []);
  const problem = subCategoryProblem(category, subCategory);
  if (problem) return { errors: [{ column: LABELS.subCategory, message: problem }] };

  const set: Partial<NewProductRow> = { ...rowFields(data), subCategory };
  if (input.images) Object.assign(set, pictureColumns(input.images));
  if (input.lowStockThreshold !== undefined) set.lowStockThreshold = input.lowStockThreshold;
  if (input.isActive !== undefined) set.isActive = input.isActive;
  if (existing) return { set };
  return {
    set: {
      lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
      isActive: true,
      ...set,
      // As a product made in the form: rating 5, no reviews.
      rating: 5,
      reviews: 0,
    },
  };
}

interface ReadRow {
  number: number;
  input: RowInput;
  id: string;
  name: string;
}

/** The fields of one product that its rows must repeat (a variant's own cells aside). */
const VARIANT_KEYS = new Set(['price', 'originalPrice', 'installationFee', 'stockCount']);
function productCells(input: RowInput): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.candidate))
    if (!VARIANT_KEYS.has(key)) cells[key] = JSON.stringify(value);
  cells.images = JSON.stringify(input.images);
  cells.isActive = JSON.stringify(input.isActive);
  return cells;
}

/** The first product column in which a row differs from the product's first row, as an error. */
function differingColumn(first: RowInput, other: ReadRow): ImportCellError | null {
  const want = productCells(first);
  const have = productCells(other.input);
  const key = Object.keys({ ...want, ...have }).find((name) => want[name] !== have[name]);
  if (key === undefined) return null;
  const column = LABELS[(FIELD_COLUMN[key] ?? key) as ImportableKey] ?? key;
  const message = IMPORT_MESSAGES.variantRow(other.number, IMPORT_MESSAGES.sameProductColumn(column));
  return { column, message };
}

const variantCell = (input: RowInput, key: string, has: boolean) =>
  has ? (input.candidate[key] === undefined ? null : input.candidate[key]) : undefined;

/** A product's rows with SKUs as one item: its fields from the first row, a variant per row. */
function variantItem(rows: readonly ReadRow[], columns: SheetColumns, hasStock: boolean): ImportItem {
  const [first, ...others] = rows as [ReadRow, ...ReadRow[]];
  const errors = [
    ...first.input.errors,
    ...others.flatMap((row) =>
      row.input.errors.map((error) => ({
        column: error.column,
        message: IMPORT_MESSAGES.variantRow(row.number, error.message),
      })),
    ),
  ];
  if (errors.length === 0)
    for (const row of others) {
      const differs = differingColumn(first.input, row);
      if (differs) errors.push(differs);
    }
  const has = (key: ImportableKey) => columns.index[key] !== undefined;
  const variantRows: VariantSheetRow[] = rows.map(({ number, input }) => ({
    row: number,
    sku: input.sku,
    options: input.options,
    price: variantCell(input, 'price', has('price')),
    originalPrice: variantCell(input, 'originalPrice', has('originalPrice')),
    installationFee: variantCell(input, 'installationFee', has('installationFee')),
    stockCount: variantCell(input, 'stockCount', hasStock),
    lowStockThreshold: input.lowStockThreshold,
  }));
  // The product's own threshold is not in its variants' rows; its prices and stock follow its variants.
  const product: RowInput = { ...first.input, lowStockThreshold: undefined };
  const optionNames = columns.options.map((option) => option.name);
  return {
    row: first.number,
    label: first.name || first.id,
    id: first.id || undefined,
    name: first.name || undefined,
    errors,
    exportedAt: hasStock ? first.input.exportedAt : undefined,
    fieldsFor: (existing) => fieldsFor(product, hasStock, existing),
    variantsFor: (existing, stored) => sheetVariants(variantRows, optionNames, existing, stored),
  };
}

/**
 * The file's rows as items of an import plan; a row's cell errors travel with it. Rows with a SKU are a
 * product's variants: the rows naming the same product (by ID, else by name) make one item.
 */
export function productSheetItems(
  sheet: Sheet,
  columns: SheetColumns,
  classes: readonly { id: string; name: string }[],
): ImportItem[] {
  const hasStock = columns.index.stockCount !== undefined;
  const order: (ReadRow | ReadRow[])[] = [];
  const groups = new Map<string, ReadRow[]>();
  for (const row of sheet.rows) {
    const input = readRow(row.cells, columns, classes);
    const id = columns.index.id === undefined ? '' : text(row.cells[columns.index.id]);
    const name = typeof input.candidate.name === 'string' ? input.candidate.name : '';
    const read: ReadRow = { number: row.number, input, id, name };
    if (input.sku === '') {
      order.push(read);
      continue;
    }
    const key = id ? `id:${id}` : `name:${name.trim().toLowerCase()}`;
    const group = groups.get(key);
    if (group) group.push(read);
    else {
      groups.set(key, [read]);
      order.push(groups.get(key)!);
    }
  }
  return order.map((entry): ImportItem => {
    if (Array.isArray(entry)) return variantItem(entry, columns, hasStock);
    const { number, input, id, name } = entry;
    return {
      row: number,
      label: name || id,
      id: id || undefined,
      name: name || undefined,
      errors: input.errors,
      // The stock rule applies to rows with a stock (decision 041).
      exportedAt: hasStock ? input.exportedAt : undefined,
      fieldsFor: (existing) => fieldsFor(input, hasStock, existing),
    };
  });
}
