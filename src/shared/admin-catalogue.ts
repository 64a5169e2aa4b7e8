import { z } from 'zod';
import { productSchema } from './product';
import { optionalText } from './text';

/** The admin dashboard's messages (SPEC.md section 8) and the ones this shop adds. */
export const ADMIN_MESSAGES = {
  saveFailed: 'Failed to save product',
  syncSucceeded: 'Products synced successfully!',
  syncFailed: 'Error syncing products. Check console for details.',
  syncQueued: 'Preparing the demo pictures: the products are added and updated when they are ready.',
  invalidYoutubeUrl: 'Invalid YouTube URL',
  productNotFound: 'Product not found',
  imageMissing: 'The image was not found. Please upload it again.',
} as const;

export const ADMIN_PRODUCT_STATUSES = ['all', 'active', 'deleted'] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];

export const ADMIN_PRODUCT_PAGE_SIZE = 50;

/** GET /api/admin/products: every product, active and soft-deleted, newest first. */
export const adminProductListQuerySchema = z.object({
  q: optionalText(200),
  status: z.enum(ADMIN_PRODUCT_STATUSES).default('all'),
  /** `true`: only products at or below their low-stock threshold. */
  lowStock: z
    .enum(['true', 'false'], { message: 'lowStock is true or false' })
    .optional()
    .transform((value) => value === 'true'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_PRODUCT_PAGE_SIZE),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;
export type AdminProductListQueryInput = z.input<typeof adminProductListQuerySchema>;

export const adminProductListResponseSchema = z.object({
  products: z.array(productSchema),
  /** Every match of the query. */
  total: z.number().int(),
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

/** The answer of every product write and of GET /api/admin/products/:id. */
export const productResponseSchema = z.object({ product: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const PRODUCT_CHANGE_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'stock',
  'sync',
  'import',
  'reprice',
] as const;
export type ProductChangeAction = (typeof PRODUCT_CHANGE_ACTIONS)[number];

export const PRODUCT_CHANGE_LABELS: Record<ProductChangeAction, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  restore: 'Restored',
  stock: 'Stock updated',
  sync: 'Synced',
  import: 'Imported',
  reprice: 'Repriced',
};

/** One field's value before and after a write (null before a create). */
export const fieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });

/**
 * POST /api/products/sync: how many demo products were added, updated (something changed) and left as
 * they were (200). With demo pictures to encode first, the sync runs as a background job (202,
 * `queued`): the counts are then its plan, applied when the pictures are stored.
 */
export const syncResponseSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  message: z.string(),
  queued: z.boolean().optional(),
});
export type SyncResponse = z.infer<typeof syncResponseSchema>;

/**
 * GET /api/products/sync/preview: what a sync would do, written nowhere. Products to add with the demo
 * stock they get; products to update with each field that changes (the stock of a product that exists
 * never changes); how many are already up to date.
 */
export const syncPlanSchema = z.object({
  add: z.array(
    z.object({ name: z.string(), brand: z.string(), price: z.number(), stockCount: z.number().int() }),
  ),
  update: z.array(
    z.object({ id: z.string(), name: z.string(), changes: z.record(z.string(), fieldChangeSchema) }),
  ),
  unchanged: z.number().int(),
});
export type SyncPlan = z.infer<typeof syncPlanSchema>;

/** One catalogue write: who, when and what changed. */
export const productChangeSchema = z.object({
  id: z.string(),
  productId: z.string(),
  action: z.enum(PRODUCT_CHANGE_ACTIONS),
  /** The account that made the change, kept as it was then (the account may change later). */
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorEmail: z.string(),
  changes: z.record(z.string(), fieldChangeSchema),
  createdAt: z.string(),
});
export type ProductChange = z.infer<typeof productChangeSchema>;

/** GET /api/admin/products/:id/history: newest first. */
export const productHistoryResponseSchema = z.object({ changes: z.array(productChangeSchema) });
export type ProductHistoryResponse = z.infer<typeof productHistoryResponseSchema>;

/** POST /api/uploads/images: the names of the image host the specification reads. */
export const uploadResponseSchema = z.object({ secure_url: z.string(), public_id: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
