import { z } from 'zod';
import { CATEGORY_IDS, SUB_CATEGORY_IDS } from './categories';
import { PRODUCT_PAGE_MAX, PRODUCT_PAGE_SIZE, SORT_OPTIONS } from './catalogue-options';
import { INVALID_YOUTUBE_URL, parseYoutubeId } from './youtube';

/** Prices travel as naira numbers; inside the server they are integer kobo. */
export const PRICE_MAX = 1_000_000_000;

const idList = (ids: readonly string[], label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.string().refine((id) => ids.includes(id), { message: `Unknown ${label}` })));

/** The fields a product card needs: what list rows carry. */
export const productCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
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
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** Every field of the specification's Product entity: what the detail route carries. */
export const productSchema = productCardSchema.extend({
  description: z.string(),
  features: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  videos: z.array(z.string()),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalPrice = z.coerce.number().min(0).max(PRICE_MAX).optional();

/**
 * Query of GET /api/products. Without `sort` the list is newest first (the order products load in);
 * each sort puts products with a priority first. Unknown category ids simply match nothing.
 */
export const productListQuerySchema = z.object({
  q: optionalText.pipe(z.string().max(200).optional()),
  category: optionalText.pipe(z.string().max(60).optional()),
  subCategory: optionalText.pipe(z.string().max(60).optional()),
  minPrice: optionalPrice,
  maxPrice: optionalPrice,
  sort: z.enum(SORT_OPTIONS).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(PRODUCT_PAGE_MAX).default(PRODUCT_PAGE_SIZE),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  products: z.array(productCardSchema),
  total: z.number().int(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productDetailResponseSchema = z.object({
  product: productSchema,
  related: z.array(productCardSchema),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

export const featuredResponseSchema = z.object({ products: z.array(productCardSchema) });
export type FeaturedResponse = z.infer<typeof featuredResponseSchema>;

/** What an admin sends to create a product (issue: admin catalogue). */
export const productInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  brand: z.string().trim().min(1, 'Brand is required').max(100),
  price: z.number().min(0).max(PRICE_MAX),
  originalPrice: z.number().min(0).max(PRICE_MAX).nullable().optional(),
  description: z.string().trim().min(1, 'Description is required').max(20_000),
  image: z.string().min(1).max(500),
  imagePublicId: z.string().min(1).max(200),
  category: idList(CATEGORY_IDS, 'category').refine((ids) => ids.length > 0, 'Select at least one category'),
  subCategory: idList(SUB_CATEGORY_IDS, 'sub-category').optional(),
  stockCount: z.number().int().min(0).max(1_000_000),
  features: z.array(z.string().trim().max(500)).max(100).optional(),
  specifications: z.record(z.string().trim().max(200), z.string().trim().max(1000)).optional(),
  videos: z
    .array(z.string().refine((url) => parseYoutubeId(url) !== null, INVALID_YOUTUBE_URL))
    .max(20)
    .optional(),
  priority: z.number().int().min(0).max(1_000_000).nullable().optional(),
  featured: z.boolean().optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;
