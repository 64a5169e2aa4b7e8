import { categoryName } from '../../../shared/categories';
import { lagosDateTime } from '../../../shared/lagos-time';
import { koboToNaira } from '../../../shared/money';
import { PRODUCT_COLUMNS, optionColumnLabel, type ProductColumnKey } from '../../../shared/spreadsheet';
import type { ProductRow, ProductVariantRow } from '../../db/schema';
import type { Cell } from '../../lib/spreadsheet-writer';
import { exportStamp } from './export-stamp';

// How a product reads as spreadsheet rows (the export; `product-sheet.ts` reads them back). The columns
// are PRODUCT_COLUMNS (src/shared), with one `Option: <name>` column per option name after SKU.

const LIST_SEPARATOR = '; ';

/** Wide enough to read in Excel without resizing: text columns wider, numbers narrower. */
const widthOf = (key: string) =>
  ['name', 'description', 'features', 'specifications'].includes(key)
    ? 40
    : ['id', 'category', 'subCategory', 'videos', 'images', 'image'].includes(key)
      ? 28
      : 14;

/** Where the option columns go: right after SKU. */
const OPTIONS_AT = PRODUCT_COLUMNS.findIndex((column) => column.key === 'sku') + 1;

/** The export's headers and widths: PRODUCT_COLUMNS with one `Option: <name>` column per option after SKU. */
export function productSheetLayout(optionNames: readonly string[]): { headers: string[]; widths: number[] } {
  const labels = PRODUCT_COLUMNS.map((column) => column.label as string);
  const widths: number[] = PRODUCT_COLUMNS.map((column) => widthOf(column.key));
  labels.splice(OPTIONS_AT, 0, ...optionNames.map(optionColumnLabel));
  widths.splice(OPTIONS_AT, 0, ...optionNames.map(() => 14));
  return { headers: labels, widths };
}

const naira = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

/**
 * A product as the export's rows: money in naira, categories by name, lists one item per line, and the
 * moment the row was read (the Exported column). A product with variants is one row per variant: its
 * columns repeated, the variant's SKU, options, prices, stock and threshold.
 */
export function productSheetRows(
  row: ProductRow,
  variants: readonly ProductVariantRow[],
  exportedAt: Date,
  classNames: ReadonlyMap<string, string> = new Map(),
  optionNames: readonly string[] = [],
): Cell[][] {
  if (variants.length === 0) return [productSheetRow(row, exportedAt, classNames, optionNames)];
  return variants.map((variant) => productSheetRow(row, exportedAt, classNames, optionNames, variant));
}

export function productSheetRow(
  row: ProductRow,
  exportedAt: Date,
  classNames: ReadonlyMap<string, string> = new Map(),
  optionNames: readonly string[] = [],
  variant?: ProductVariantRow,
): Cell[] {
  const images = row.images.length > 0 ? row.images : [row.imagePublicId];
  const own = variant ?? row;
  const cells: Record<ProductColumnKey, Cell> = {
    id: row.id,
    name: row.name,
    sku: variant?.sku ?? null,
    brand: row.brand,
    price: koboToNaira(own.priceKobo),
    originalPrice: naira(own.originalPriceKobo),
    installationFee: naira(own.installationFeeKobo),
    stockCount: own.stockCount,
    lowStockThreshold: own.lowStockThreshold,
    category: row.category.map(categoryName).join(LIST_SEPARATOR),
    subCategory: row.subCategory.map(categoryName).join(LIST_SEPARATOR),
    description: row.description,
    features: row.features.join('\n'),
    specifications: Object.entries(row.specifications)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n'),
    videos: row.videos.join('\n'),
    images: images.join('\n'),
    priority: row.priority,
    featured: row.featured,
    isActive: row.isActive,
    inStock: variant ? variant.stockCount > 0 : row.inStock,
    rating: row.rating,
    reviews: row.reviews,
    image: row.image,
    createdAt: lagosDateTime(row.createdAt),
    updatedAt: lagosDateTime(row.updatedAt),
    deliveryClass: classNames.get(row.deliveryClass) ?? row.deliveryClass,
    exportedAt: exportStamp(exportedAt),
  };
  const line: Cell[] = PRODUCT_COLUMNS.map((column) => cells[column.key]);
  line.splice(OPTIONS_AT, 0, ...optionNames.map((name) => variant?.options[name] ?? null));
  return line;
}
