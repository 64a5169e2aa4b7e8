import { z } from 'zod';
import { hasWholeKobo } from './money';
import { CATEGORIES, CATEGORY_IDS, SUB_CATEGORY_IDS, categoryName } from './categories';
import { LIST_SORTS, PRODUCT_PAGE_MAX, PRODUCT_PAGE_SIZE } from './catalogue-options';
import { deliveryClassId } from './delivery';
import { optionalText, text } from './text';
import { INVALID_YOUTUBE_URL, parseYoutubeId } from './youtube';

/** Prices travel as naira numbers; inside the server they are integer kobo. */
export const PRICE_MAX = 1_000_000_000;

const idList = (ids: readonly string[], label: string) =>
  z
    .union([text(), z.array(text())], { message: `Choose a list of ${label} ids` })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(text().refine((id) => ids.includes(id), { message: `Unknown ${label}` })).max(20))
    .transform((list) => [...new Set(list)]);

/** One option of a product with variants (decision 052): its name and its values in the shop's order. */
export const productOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A variant as list rows carry it: what a card, the price filter and the cart need. */
export const productVariantCardSchema = z.object({
  id: z.string(),
  sku: z.string(),
  /** One value of each of the product's options, by the option's name. */
  options: z.record(z.string(), z.string()),
  price: z.number(),
  originalPrice: z.number().nullable(),
  stockCount: z.number().int(),
  inStock: z.boolean(),
});
export type ProductVariantCard = z.infer<typeof productVariantCardSchema>;

/** A variant on a product's page and in the admin's form. */
export const productVariantSchema = productVariantCardSchema.extend({
  installationFee: z.number().nullable(),
  lowStockThreshold: z.number().int(),
  /** Its picture's URL, or null when it shows the product's main picture. */
  image: z.string().nullable(),
  imagePublicId: z.string().nullable(),
  isActive: z.boolean(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** The fields a product card needs: what list rows carry. */
export const productCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  /** Installation of one unit by the seller (naira), offered at checkout; null when not offered. */
  installationFee: z.number().nullable(),
  /** Its delivery class's id (`src/shared/delivery.ts`): the checkout's delivery fee follows it. */
  deliveryClass: z.string(),
  image: z.string(),
  imagePublicId: z.string(),
  category: z.array(z.string()),
  subCategory: z.array(z.string()),
  stockCount: z.number().int(),
  inStock: z.boolean(),
  rating: z.number(),
  reviews: z.number().int(),
  priority: z.number().int().nullable(),
  featured: z.boolean(),
  createdAt: z.string(),
  /** Empty for a simple product. */
  options: z.array(productOptionSchema),
  /** The variants the shop sells, in the shop's order; empty for a simple product. */
  variants: z.array(productVariantCardSchema),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** Every field of the specification's Product entity: what the detail route carries. */
export const productSchema = productCardSchema.extend({
  /** Every picture's public id, at most 8, in the shop's order; the first is `imagePublicId`. */
  images: z.array(z.string()),
  /** At or below this stock count the product is low on stock. */
  lowStockThreshold: z.number().int(),
  description: z.string(),
  features: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  videos: z.array(z.string()),
  isActive: z.boolean(),
  updatedAt: z.string(),
  variants: z.array(productVariantSchema),
});
export type Product = z.infer<typeof productSchema>;

const optionalPrice = z.coerce.number().min(0).max(PRICE_MAX).optional();

/**
 * Query of GET /api/products. Without `sort` the list is newest first (the order products load in), or
 * by relevance when `q` is set (`relevance` asks for that order explicitly); each of the
 * specification's sorts puts products with a priority first. Unknown category ids simply match nothing.
 */
export const productListQuerySchema = z.object({
  q: optionalText(200),
  category: optionalText(60),
  subCategory: optionalText(60),
  minPrice: optionalPrice,
  maxPrice: optionalPrice,
  sort: z.enum(LIST_SORTS).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(PRODUCT_PAGE_MAX).default(PRODUCT_PAGE_SIZE),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  products: z.array(productCardSchema),
  total: z.number().int(),
  /** Set when some words of `q` were taken as typos: the query that was searched ("scanner"). */
  correctedQuery: z.string().optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productDetailResponseSchema = z.object({
  product: productSchema,
  related: z.array(productCardSchema),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

export const featuredResponseSchema = z.object({ products: z.array(productCardSchema) });
export type FeaturedResponse = z.infer<typeof featuredResponseSchema>;

/** Blank feature rows are dropped; the rest are trimmed. */
const featureList = z
  .array(text().max(500, 'A feature is at most 500 characters'))
  .max(100, 'At most 100 features')
  .transform((list) => list.map((feature) => feature.trim()).filter((feature) => feature !== ''));

const specificationName = text().max(200, 'A specification name is at most 200 characters');

/**
 * Incomplete specification rows (a blank name or value) are dropped; the rest are trimmed. A name is
 * checked here rather than as the record's key, so a refusal names the field, not the name it refuses.
 */
const specificationMap = z
  .record(z.string(), text().max(1000))
  .superRefine((record, context) => {
    for (const name of Object.keys(record)) {
      const problem = specificationName.safeParse(name).error?.issues[0];
      if (problem) return context.addIssue({ code: 'custom', message: problem.message });
    }
  })
  .transform((record) =>
    Object.fromEntries(
      Object.entries(record)
        .map(([key, value]) => [key.trim(), value.trim()] as const)
        .filter(([key, value]) => key !== '' && value !== ''),
    ),
  )
  .refine((record) => Object.keys(record).length <= 100, 'At most 100 specifications');

/** Blank video rows are dropped; every other one must be a YouTube link. */
const videoList = z
  .array(text().max(500))
  .max(20, 'At most 20 videos')
  .transform((list) => list.map((url) => url.trim()).filter((url) => url !== ''))
  .pipe(z.array(z.string().refine((url) => parseYoutubeId(url) !== null, INVALID_YOUTUBE_URL)));

/** Names a stored picture: the content hash POST /api/uploads/images answers as `public_id`. */
export const IMAGE_PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** A product has 1 to 8 pictures; the first is the main one (`imagePublicId`, `image`). */
export const MAX_PRODUCT_IMAGES = 8;

export const PICTURE_MESSAGES = {
  required: 'Please upload an image',
  tooMany: `At most ${MAX_PRODUCT_IMAGES} pictures`,
  duplicate: 'A picture is listed twice',
  mainNotFirst: 'The main picture (imagePublicId) must be the first of images',
} as const;

const pictureId = text(PICTURE_MESSAGES.required).regex(IMAGE_PUBLIC_ID_PATTERN, PICTURE_MESSAGES.required);

/** Both picture fields sent: they must agree (a client's stale main picture is refused, not guessed at). */
function pictureRules(
  input: { imagePublicId?: string | undefined; images?: string[] | undefined },
  context: z.RefinementCtx,
): void {
  if (
    input.imagePublicId !== undefined &&
    input.images !== undefined &&
    input.images[0] !== input.imagePublicId
  )
    context.addIssue({ code: 'custom', message: PICTURE_MESSAGES.mainNotFirst, path: ['imagePublicId'] });
}

const productFields = {
  name: text('Name is required').trim().min(1, 'Name is required').max(200, 'Name is at most 200 characters'),
  brand: text('Brand is required')
    .trim()
    .min(1, 'Brand is required')
    .max(100, 'Brand is at most 100 characters'),
  price: z
    .number({ message: 'Price must be a number' })
    .min(0, 'Price must be 0 or more')
    .max(PRICE_MAX, 'Price is too large')
    .refine(hasWholeKobo, 'Price can have at most 2 decimal places'),
  originalPrice: z
    .number({ message: 'Original price must be a number' })
    .min(0, 'Original price must be 0 or more')
    .max(PRICE_MAX, 'Original price is too large')
    .refine(hasWholeKobo, 'Original price can have at most 2 decimal places')
    .nullable()
    .optional(),
  installationFee: z
    .number({ message: 'Installation fee must be a number' })
    .min(0, 'Installation fee must be 0 or more')
    .max(PRICE_MAX, 'Installation fee is too large')
    .refine(hasWholeKobo, 'Installation fee can have at most 2 decimal places')
    .nullable()
    .optional(),
  /** A class of the settings (the server checks it); a product made without one is in the largest. */
  deliveryClass: deliveryClassId.optional(),
  description: text('Description is required')
    .trim()
    .min(1, 'Description is required')
    .max(20_000, 'Description is at most 20,000 characters'),
  /** Ignored: the server derives the picture's URL from `imagePublicId`. */
  image: text().max(500).optional(),
  /** The main picture. Sent alone (the specification's API), it replaces the main picture; the others stay. */
  imagePublicId: pictureId.optional(),
  /** Every picture in the shop's order, the first being the main one; replaces the whole list. */
  images: z
    .array(pictureId, { message: 'Choose a list of pictures' })
    .min(1, PICTURE_MESSAGES.required)
    .max(MAX_PRODUCT_IMAGES, PICTURE_MESSAGES.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, PICTURE_MESSAGES.duplicate)
    .optional(),
  category: idList(CATEGORY_IDS, 'category').refine(
    (ids) => ids.length > 0,
    'Please select at least one category',
  ),
  subCategory: idList(SUB_CATEGORY_IDS, 'sub-category').optional(),
  stockCount: z
    .number({ message: 'Stock must be a whole number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock must be 0 or more')
    .max(1_000_000, 'Stock is too large'),
  /** At or below it the product is low on stock (the admin list, the Overview, one mail to the seller). */
  lowStockThreshold: z
    .number({ message: 'Low-stock threshold must be a whole number' })
    .int('Low-stock threshold must be a whole number')
    .min(0, 'Low-stock threshold must be 0 or more')
    .max(1_000_000, 'Low-stock threshold is too large')
    .optional(),
  features: featureList.optional(),
  specifications: specificationMap.optional(),
  videos: videoList.optional(),
  priority: z
    .number({ message: 'Priority must be a whole number' })
    .int('Priority must be a whole number')
    .min(0, 'Priority must be 0 or more')
    .max(1_000_000, 'Priority is too large')
    .nullable()
    .optional(),
  featured: z.boolean().optional(),
};

/** A product has at most 3 options of at most 20 values each, and at most 100 variants (decision 052). */
export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_OPTION_VALUES = 20;
export const MAX_PRODUCT_VARIANTS = 100;

/** A SKU: letters, digits, `-`, `.` and `/`, at most 64 characters; unique across the shop, ignoring case. */
export const SKU_PATTERN = /^[A-Za-z0-9./-]{1,64}$/;

/** True when no two texts are the same, ignoring case and surrounding spaces. */
function distinct(list: readonly string[]): boolean {
  return new Set(list.map((item) => item.trim().toLowerCase())).size === list.length;
}

const optionInput = z.strictObject({
  name: text('Option name is required')
    .trim()
    .min(1, 'Option name is required')
    .max(60, 'An option name is at most 60 characters'),
  values: z
    .array(
      text('Option value is required')
        .trim()
        .min(1, 'An option value cannot be empty')
        .max(60, 'An option value is at most 60 characters'),
      { message: 'Choose a list of option values' },
    )
    .min(1, 'An option needs at least one value')
    .max(MAX_OPTION_VALUES, `An option has at most ${MAX_OPTION_VALUES} values`)
    .refine(distinct, 'An option lists a value twice'),
});

const variantInput = z.strictObject({
  sku: text('SKU is required')
    .trim()
    .min(1, 'SKU is required')
    .max(64, 'SKU is at most 64 characters')
    .regex(SKU_PATTERN, 'SKU may contain only letters, digits, -, . and /'),
  /** One value of each of the product's options, by the option's name (the service checks them). */
  options: z
    .record(
      text().max(60, 'An option name is at most 60 characters'),
      text('Option value is required').trim().max(60, 'An option value is at most 60 characters'),
      { message: 'Choose one value of each option' },
    )
    .transform((record) =>
      Object.fromEntries(Object.entries(record).map(([name, value]) => [name.trim(), value])),
    ),
  price: productFields.price,
  originalPrice: productFields.originalPrice,
  installationFee: productFields.installationFee,
  /** Required for a new SKU; left out, a SKU that stays keeps its stock (an order may have moved it). */
  stockCount: productFields.stockCount.optional(),
  lowStockThreshold: productFields.lowStockThreshold,
  /** One of the product's pictures (its public id); null or left out shows the product's main picture. */
  image: z
    .string()
    .regex(IMAGE_PUBLIC_ID_PATTERN, "Choose one of the product's pictures")
    .nullable()
    .optional(),
  isActive: z.boolean().optional(),
});
export type VariantInputData = z.output<typeof variantInput>;
export type OptionInputData = z.output<typeof optionInput>;

/** A product's options and variants (decision 052); the service checks them against each other. */
const variantFields = {
  /** Up to 3 options; an empty list makes the product simple again (with no variants). */
  options: z
    .array(optionInput, { message: 'Choose a list of options' })
    .max(MAX_PRODUCT_OPTIONS, `At most ${MAX_PRODUCT_OPTIONS} options`)
    .refine((list) => distinct(list.map((option) => option.name)), 'Each option needs its own name')
    .optional(),
  /** The whole list of variants (a PATCH replaces it, keeping the id of each SKU that stays). */
  variants: z
    .array(variantInput, { message: 'Choose a list of variants' })
    .max(MAX_PRODUCT_VARIANTS, `At most ${MAX_PRODUCT_VARIANTS} variants`)
    .optional(),
};

/** Every field an admin may send, each checked on its own (the picture rules span fields: below). */
export const productFieldsSchema = z.strictObject({ ...productFields, ...variantFields });

/**
 * What an admin sends to create a product (POST /api/products). Unknown fields are refused, so a
 * client cannot set rating, reviews, isActive or dates.
 */
export const productInputSchema = productFieldsSchema.superRefine((input, context) => {
  if (input.imagePublicId === undefined && input.images === undefined)
    context.addIssue({ code: 'custom', message: PICTURE_MESSAGES.required, path: ['imagePublicId'] });
  pictureRules(input, context);
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputData = z.output<typeof productInputSchema>;

/** PATCH /api/products/:id: any of the create fields; fields not sent are left as they are. */
export const productUpdateSchema = productFieldsSchema
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), 'Nothing to update')
  .superRefine(pictureRules);
export type ProductUpdate = z.input<typeof productUpdateSchema>;
export type ProductUpdateData = z.output<typeof productUpdateSchema>;

/**
 * PATCH /api/products/:id/stock: the product's stock, or for a product with variants one variant's,
 * named by its SKU (decision 052): the other variants' stock is left as it is.
 */
export const stockUpdateSchema = z.strictObject({
  stockCount: productFields.stockCount,
  sku: text('SKU is required')
    .trim()
    .min(1, 'SKU is required')
    .max(64, 'SKU is at most 64 characters')
    .optional(),
});
export type StockUpdate = z.infer<typeof stockUpdateSchema>;

/** A new product's low-stock threshold when none is given (the database's default too). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 2;

/** At or below its own threshold a product is low on stock. */
export function isLowStock(product: Pick<Product, 'stockCount' | 'lowStockThreshold'>): boolean {
  return product.stockCount <= product.lowStockThreshold;
}

/** A sub-category needs its parent category selected (Diagnostic Tools for the scanners). */
export function subCategoryProblem(
  category: readonly string[],
  subCategory: readonly string[],
): string | null {
  for (const id of subCategory) {
    const parent = CATEGORIES.find((entry) => entry.subCategories.some((sub) => sub.id === id));
    if (parent && !category.includes(parent.id))
      return `Select ${parent.name} to use the ${categoryName(id)} sub-category`;
  }
  return null;
}
