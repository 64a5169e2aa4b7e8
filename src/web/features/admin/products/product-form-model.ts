import { DEFAULT_DELIVERY_CLASS } from '../../../../shared/delivery';
import { CATEGORIES } from '../../../../shared/categories';
import { imageUrl } from '../../../../shared/images';
import { DEFAULT_LOW_STOCK_THRESHOLD, type Product, type ProductInput } from '../../../../shared/product';
import { nairaFieldText, parseNairaText } from '../common/naira-text';

/**
 * The product form's values as the admin types them (numbers stay text until saved), and the pure
 * conversions between them, a Product and the ProductInput the API takes.
 */

/** A row of a repeated field (an object: react-hook-form's field arrays keep each row's identity). */
export interface TextRow {
  value: string;
}

export interface SpecRow {
  name: string;
  value: string;
}

export interface FormImage {
  publicId: string;
  url: string;
}

export interface ProductFormValues {
  name: string;
  brand: string;
  price: string;
  originalPrice: string;
  installationFee: string;
  /** The delivery class's id. */
  deliveryClass: string;
  stockCount: string;
  lowStockThreshold: string;
  priority: string;
  description: string;
  featured: boolean;
  category: string[];
  subCategory: string[];
  features: TextRow[];
  specifications: SpecRow[];
  videos: TextRow[];
  /** The uploaded pictures in the shop's order; the first is the main one. */
  images: FormImage[];
}

export const textRow = (value = ''): TextRow => ({ value });
export const specRow = (name = '', value = ''): SpecRow => ({ name, value });

/** At least one row always stays on screen: an empty list becomes one empty row. */
export function atLeastOneRow<T>(rows: T[], makeEmpty: () => T): T[] {
  return rows.length > 0 ? rows : [makeEmpty()];
}

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    brand: '',
    price: '',
    originalPrice: '',
    installationFee: '',
    deliveryClass: DEFAULT_DELIVERY_CLASS,
    stockCount: '',
    lowStockThreshold: String(DEFAULT_LOW_STOCK_THRESHOLD),
    priority: '',
    description: '',
    featured: false,
    category: [],
    subCategory: [],
    features: [textRow()],
    specifications: [specRow()],
    videos: [textRow()],
    images: [],
  };
}

const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** A saved amount as the shop writes naira (785,000): the field reads it back with or without commas. */
const nairaText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : nairaFieldText(value);

export function productToFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    brand: product.brand,
    price: nairaText(product.price),
    originalPrice: nairaText(product.originalPrice),
    installationFee: nairaText(product.installationFee),
    deliveryClass: product.deliveryClass,
    stockCount: numberText(product.stockCount),
    lowStockThreshold: numberText(product.lowStockThreshold),
    priority: numberText(product.priority),
    description: product.description,
    featured: product.featured,
    category: [...product.category],
    subCategory: [...product.subCategory],
    features: atLeastOneRow(
      product.features.map((feature) => textRow(feature)),
      textRow,
    ),
    specifications: atLeastOneRow(
      Object.entries(product.specifications).map(([name, value]) => specRow(name, value)),
      specRow,
    ),
    videos: atLeastOneRow(
      product.videos.map((url) => textRow(url)),
      textRow,
    ),
    images: product.images.map((publicId) => ({ publicId, url: imageUrl(publicId) })),
  };
}

/** '' (or only spaces) is no number: null. Anything else is parsed (NaN when it is not a number). */
export function parseNumberField(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

export const keptFeatures = (rows: TextRow[]): string[] =>
  rows.map((row) => row.value.trim()).filter((value) => value !== '');

/** Rows with both a name and a value, trimmed; a repeated name keeps its last value. */
export function keptSpecifications(rows: SpecRow[]): Record<string, string> {
  const entries = rows
    .map((row) => [row.name.trim(), row.value.trim()] as const)
    .filter(([name, value]) => name !== '' && value !== '');
  return Object.fromEntries(entries);
}

export const keptVideos = keptFeatures;

/**
 * The body of POST /api/products (and PATCH /api/products/:id): text trimmed, blank feature and video
 * rows and incomplete specification rows dropped, empty optional numbers sent as null, prices read
 * with their thousands separators. An empty or unreadable required number becomes NaN, which the
 * shared schema refuses.
 */
export function toProductInput(values: ProductFormValues): ProductInput {
  return {
    name: values.name.trim(),
    brand: values.brand.trim(),
    price: parseNairaText(values.price) ?? Number.NaN,
    originalPrice: parseNairaText(values.originalPrice),
    installationFee: parseNairaText(values.installationFee),
    deliveryClass: values.deliveryClass,
    stockCount: parseNumberField(values.stockCount) ?? Number.NaN,
    lowStockThreshold: parseNumberField(values.lowStockThreshold) ?? Number.NaN,
    priority: parseNumberField(values.priority),
    description: values.description.trim(),
    featured: values.featured,
    category: [...values.category],
    subCategory: [...values.subCategory],
    features: keptFeatures(values.features),
    specifications: keptSpecifications(values.specifications),
    videos: keptVideos(values.videos),
    images: values.images.map((image) => image.publicId),
  };
}

const subCategoryIdsOf = (categoryId: string): string[] =>
  CATEGORIES.find((category) => category.id === categoryId)?.subCategories.map((sub) => sub.id) ?? [];

/** Ticks or unticks a main category; unticking it also removes its sub-categories. */
export function toggleCategory(
  values: Pick<ProductFormValues, 'category' | 'subCategory'>,
  categoryId: string,
  checked: boolean,
): Pick<ProductFormValues, 'category' | 'subCategory'> {
  if (checked) {
    return {
      category: values.category.includes(categoryId) ? values.category : [...values.category, categoryId],
      subCategory: values.subCategory,
    };
  }
  const children = subCategoryIdsOf(categoryId);
  return {
    category: values.category.filter((id) => id !== categoryId),
    subCategory: values.subCategory.filter((id) => !children.includes(id)),
  };
}

/** Ticks or unticks a sub-category; it can only be ticked while its parent category is selected. */
export function toggleSubCategory(
  values: Pick<ProductFormValues, 'category' | 'subCategory'>,
  subCategoryId: string,
  checked: boolean,
): string[] {
  if (!checked) return values.subCategory.filter((id) => id !== subCategoryId);
  const parent = CATEGORIES.find((category) =>
    category.subCategories.some((sub) => sub.id === subCategoryId),
  );
  if (!parent || !values.category.includes(parent.id)) return values.subCategory;
  return values.subCategory.includes(subCategoryId)
    ? values.subCategory
    : [...values.subCategory, subCategoryId];
}

/** Save is disabled without an image or a main category (SPEC.md section 5). */
export function canSave(values: Pick<ProductFormValues, 'images' | 'category'>): boolean {
  return values.images.length > 0 && values.category.length > 0;
}

/**
 * The fields of an edit that differ from the product as the form opened: only these are sent, so a
 * stock count or price changed elsewhere meanwhile is not overwritten with what the form loaded.
 */
export function changedFields(original: ProductInput, edited: ProductInput): Partial<ProductInput> {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(edited) as (keyof ProductInput)[]) {
    if (JSON.stringify(original[key]) !== JSON.stringify(edited[key])) changed[key] = edited[key];
  }
  return changed as Partial<ProductInput>;
}
