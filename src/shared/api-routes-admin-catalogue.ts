import { z } from 'zod';
import {
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  productHistoryResponseSchema,
  productResponseSchema,
  syncPlanSchema,
  syncResponseSchema,
  uploadResponseSchema,
} from './admin-catalogue';
import { defineRoute } from './api-route';
import { exportListResponseSchema, exportRequestSchema, exportResponseSchema } from './exports';
import { productInputSchema, productUpdateSchema, stockUpdateSchema } from './product';
import {
  repriceApplyRequestSchema,
  repriceApplyResponseSchema,
  repricePreviewRequestSchema,
  repricePreviewResponseSchema,
} from './reprice';
import { importPreviewSchema, importResultSchema, productExportQuerySchema } from './spreadsheet';
import { pathId } from './text';

const idParams = z.object({ id: pathId() });

/**
 * The admin's catalogue: products (soft-deleted ones too) and their writes, the sync with the supplier's
 * list, bulk repricing, the spreadsheet export and import, the exports made in the background, and image
 * uploads.
 */
export const adminCatalogueRoutes = {
  adminProducts: defineRoute({
    method: 'GET',
    path: '/api/admin/products',
    query: adminProductListQuerySchema,
    response: { 200: adminProductListResponseSchema },
  }),
  adminProduct: defineRoute({
    method: 'GET',
    path: '/api/admin/products/:id',
    params: idParams,
    response: { 200: productResponseSchema },
  }),
  productHistory: defineRoute({
    method: 'GET',
    path: '/api/admin/products/:id/history',
    params: idParams,
    response: { 200: productHistoryResponseSchema },
  }),
  createProduct: defineRoute({
    method: 'POST',
    path: '/api/products',
    body: productInputSchema,
    response: { 201: productResponseSchema },
  }),
  updateProduct: defineRoute({
    method: 'PATCH',
    path: '/api/products/:id',
    params: idParams,
    body: productUpdateSchema,
    response: { 200: productResponseSchema },
  }),
  deleteProduct: defineRoute({
    method: 'DELETE',
    path: '/api/products/:id',
    params: idParams,
    response: { 200: productResponseSchema },
  }),
  restoreProduct: defineRoute({
    method: 'POST',
    path: '/api/products/:id/restore',
    params: idParams,
    response: { 200: productResponseSchema },
  }),
  updateStock: defineRoute({
    method: 'PATCH',
    path: '/api/products/:id/stock',
    params: idParams,
    body: stockUpdateSchema,
    response: { 200: productResponseSchema },
  }),
  syncPreview: defineRoute({
    method: 'GET',
    path: '/api/products/sync/preview',
    response: { 200: syncPlanSchema },
  }),
  /** 200 when the sync ran, 202 when it was queued behind one already running. */
  syncProducts: defineRoute({
    method: 'POST',
    path: '/api/products/sync',
    response: { 200: syncResponseSchema, 202: syncResponseSchema },
  }),
  repricePreview: defineRoute({
    method: 'POST',
    path: '/api/admin/products/reprice/preview',
    body: repricePreviewRequestSchema,
    response: { 200: repricePreviewResponseSchema },
  }),
  repriceApply: defineRoute({
    method: 'POST',
    path: '/api/admin/products/reprice',
    body: repriceApplyRequestSchema,
    response: { 200: repriceApplyResponseSchema },
  }),
  productExport: defineRoute({
    method: 'GET',
    path: '/api/admin/products/export',
    query: productExportQuerySchema,
    response: 'file',
  }),
  /** A form: the `file` part. */
  importPreview: defineRoute({
    method: 'POST',
    path: '/api/admin/products/import/preview',
    body: 'form',
    response: { 200: importPreviewSchema },
  }),
  /** A form: the `file` part, the preview's `token` and the rows that take the file's stock. */
  importProducts: defineRoute({
    method: 'POST',
    path: '/api/admin/products/import',
    body: 'form',
    response: { 200: importResultSchema },
  }),
  requestExport: defineRoute({
    method: 'POST',
    path: '/api/admin/exports',
    body: exportRequestSchema,
    response: { 202: exportResponseSchema },
  }),
  myExports: defineRoute({
    method: 'GET',
    path: '/api/admin/exports',
    response: { 200: exportListResponseSchema },
  }),
  getExport: defineRoute({
    method: 'GET',
    path: '/api/admin/exports/:id',
    params: idParams,
    response: { 200: exportResponseSchema },
  }),
  exportFile: defineRoute({
    method: 'GET',
    path: '/api/admin/exports/:id/file',
    params: idParams,
    response: 'file',
  }),
  /** A form: the `file` part (an image). */
  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/uploads/images',
    body: 'form',
    response: { 201: uploadResponseSchema },
  }),
} as const;
