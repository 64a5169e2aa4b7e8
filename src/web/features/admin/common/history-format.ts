import { PRODUCT_CHANGE_LABELS, type ProductChange } from '../../../../shared/admin-catalogue';
import { categoryName } from '../../../../shared/categories';
import { formatNaira } from '../../../../shared/money';
import { formatDateTime } from '../../../lib/format-date';
import { fieldWords } from './field-words';

/** How a product's change history reads: field names people know, and values as short text. */
const FIELD_LABELS: Record<string, string> = {
  id: 'ID',
  name: 'Name',
  brand: 'Brand',
  price: 'Price',
  originalPrice: 'Original price',
  installationFee: 'Installation fee',
  description: 'Description',
  image: 'Image',
  imagePublicId: 'Image',
  images: 'Pictures',
  category: 'Categories',
  subCategory: 'Sub-categories',
  stockCount: 'Stock',
  lowStockThreshold: 'Low-stock threshold',
  inStock: 'In stock',
  rating: 'Rating',
  reviews: 'Reviews',
  isActive: 'Active',
  features: 'Features',
  specifications: 'Specifications',
  videos: 'Videos',
  priority: 'Priority',
  featured: 'Featured',
  createdAt: 'Created',
  options: 'Options',
  'variant added': 'Variant added',
  'variant removed': 'Variant removed',
};

/** A variant's field is recorded with its SKU (decision 052): `price (TLT240-5T-380)`. */
const VARIANT_FIELD = /^(.+) \(([^()]+)\)$/;

/** The product's field a history key names, and the variant's SKU when it is a variant's. */
function splitField(field: string): { base: string; sku: string | null } {
  const match = VARIANT_FIELD.exec(field);
  return match ? { base: match[1]!, sku: match[2]! } : { base: field, sku: null };
}

const MONEY_FIELDS = new Set(['price', 'originalPrice', 'installationFee']);
const CATEGORY_FIELDS = new Set(['category', 'subCategory']);
const MAX_VALUE_LENGTH = 120;

export const EMPTY_VALUE = '(none)';

export function fieldLabel(field: string): string {
  const { base, sku } = splitField(field);
  const label = FIELD_LABELS[base] ?? fieldWords(base);
  return sku === null ? label : `${label} (${sku})`;
}

export function actionLabel(action: ProductChange['action']): string {
  return PRODUCT_CHANGE_LABELS[action] ?? action;
}

function shorten(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** A list of pictures: how many, and the start of each id, in order (enough to see a reorder). */
function picturesText(ids: unknown[]): string {
  const count = ids.length === 1 ? '1 picture' : `${ids.length} pictures`;
  return shorten(`${count}: ${ids.map((id) => String(id).slice(0, 8)).join(', ')}`);
}

/** One value of a change as text: money in naira, category names, lists joined, nothing as '(none)'. */
export function formatChangeValue(key: string, value: unknown): string {
  const field = splitField(key).base;
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (field === 'images' && Array.isArray(value) && value.length > 0) return picturesText(value);
  if (field === 'createdAt' && typeof value === 'string') return formatDateTime(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return MONEY_FIELDS.has(field) ? formatNaira(value) : String(value);
  if (typeof value === 'string') return shorten(CATEGORY_FIELDS.has(field) ? categoryName(value) : value);
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY_VALUE;
    const items = value.map((item) =>
      CATEGORY_FIELDS.has(field) && typeof item === 'string' ? categoryName(item) : String(item),
    );
    return shorten(items.join(', '));
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return EMPTY_VALUE;
    return shorten(entries.map(([key, item]) => `${key}: ${String(item)}`).join('; '));
  }
  return shorten(String(value));
}

export interface ChangeLine {
  field: string;
  label: string;
  from: string;
  to: string;
}

/** The changed fields of one history entry, in a stable order (the image's two fields as one line). */
export function changeLines(change: Pick<ProductChange, 'changes'>): ChangeLine[] {
  return Object.entries(change.changes)
    .filter(([field]) => !(field === 'image' && 'imagePublicId' in change.changes))
    .map(([field, { from, to }]) => ({
      field,
      label: fieldLabel(field),
      from: formatChangeValue(field, from),
      to: formatChangeValue(field, to),
    }));
}
