import { z } from 'zod';
import { exportRange, inOrder, outOfOrder, spreadsheetFormatSchema } from './spreadsheet';
import type { Permission } from './staff';

/**
 * Spreadsheet exports made by a background job (decision 033): asked for with POST /api/admin/exports,
 * followed until ready, downloaded by whoever asked within 24 hours.
 */
export const EXPORT_KINDS = ['products', 'orders', 'payments'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Still being made: the screen polls while one of its exports is. */
export const isExportInProgress = (status: ExportStatus) => status === 'queued' || status === 'running';

/** Who may ask for, see and download each kind: the permission of the GET endpoint of the same file. */
export const EXPORT_PERMISSIONS: Record<ExportKind, Permission> = {
  products: 'products.view',
  orders: 'orders.view',
  payments: 'orders.view',
};

/** Exports one account may have queued or running at once (so nobody fills the queue). */
export const EXPORTS_IN_PROGRESS_LIMIT = 3;

/** How long an export is kept after it was asked for. */
export const EXPORT_KEEP_HOURS = 24;

export const EXPORT_MESSAGES = {
  chooseKind: 'Choose what to export: products, orders or payments',
  tooMany: `You already have ${EXPORTS_IN_PROGRESS_LIMIT} exports being prepared. Wait for one to finish, then try again.`,
  notFound: `This export was not found. Exports are kept for ${EXPORT_KEEP_HOURS} hours: ask for a new one.`,
  notReady: 'This file is still being prepared. Try again in a moment.',
  failed: 'The file could not be made. Try again in a few minutes.',
} as const;

/**
 * POST /api/admin/exports: the catalogue, or the orders or the ledger's payments of a period of Lagos days
 * (the GET queries' rules).
 */
export const exportRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('products'), format: spreadsheetFormatSchema }),
    z
      .strictObject({ kind: z.literal('orders'), format: spreadsheetFormatSchema, ...exportRange })
      .refine(inOrder, outOfOrder),
    z
      .strictObject({ kind: z.literal('payments'), format: spreadsheetFormatSchema, ...exportRange })
      .refine(inOrder, outOfOrder),
  ],
  { message: EXPORT_MESSAGES.chooseKind },
);
export type ExportRequest = z.infer<typeof exportRequestSchema>;

export const exportFileSchema = z.object({
  id: z.string(),
  kind: z.enum(EXPORT_KINDS),
  format: spreadsheetFormatSchema,
  /** The orders' or payments' period (null for the catalogue). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  status: z.enum(EXPORT_STATUSES),
  fileName: z.string(),
  /** Rows under the header and bytes, once ready. */
  rowCount: z.number().int().nullable(),
  size: z.number().int().nullable(),
  /** Why it failed, in words for the staff. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When it is removed. */
  expiresAt: z.string(),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

export const exportResponseSchema = z.object({ export: exportFileSchema });
export type ExportResponse = z.infer<typeof exportResponseSchema>;

/** GET /api/admin/exports: the caller's exports of the last 24 hours, newest first. */
export const exportListResponseSchema = z.object({ exports: z.array(exportFileSchema) });
export type ExportListResponse = z.infer<typeof exportListResponseSchema>;
