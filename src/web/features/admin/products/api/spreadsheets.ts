import type { ImportPreview, ImportResult, SpreadsheetFormat } from '../../../../../shared/spreadsheet';
import { apiFetch, withQuery } from '../../../../lib/api-client';

/** GET /api/admin/products/export: the browser downloads it (a link), streamed as it is made. */
export const productExportUrl = (format: SpreadsheetFormat) =>
  withQuery('/api/admin/products/export', { format });

/** GET /api/admin/orders/export: one row per order line, orders placed from `from` to `to` (Lagos days). */
export const orderExportUrl = (format: SpreadsheetFormat, from: string, to: string) =>
  withQuery('/api/admin/orders/export', { format, from, to });

function importForm(file: File, token?: string): FormData {
  const form = new FormData();
  if (token) form.append('token', token);
  form.append('file', file);
  return form;
}

/** POST /api/admin/products/import/preview: what the file would do, nothing written. */
export const previewImport = (file: File) =>
  apiFetch<ImportPreview>('/api/admin/products/import/preview', { method: 'POST', body: importForm(file) });

/** POST /api/admin/products/import: the previewed plan, written whole or not at all. */
export const applyImport = (file: File, token: string) =>
  apiFetch<ImportResult>('/api/admin/products/import', { method: 'POST', body: importForm(file, token) });
