import { adminCatalogueRoutes as routes } from '../../../../../shared/api-routes-admin-catalogue';
import { USE_FILE_STOCK_FIELD } from '../../../../../shared/spreadsheet';
import { api } from '../../../../lib/api-client';

function importForm(file: File, token?: string, useFileStock: readonly number[] = []): FormData {
  const form = new FormData();
  if (token) form.append('token', token);
  if (useFileStock.length > 0) form.append(USE_FILE_STOCK_FIELD, useFileStock.join(','));
  form.append('file', file);
  return form;
}

/** POST /api/admin/products/import/preview: what the file would do, nothing written. */
export const previewImport = (file: File) => api(routes.importPreview, { body: importForm(file) });

/**
 * POST /api/admin/products/import: the previewed plan, written whole or not at all; the conflict rows in
 * `useFileStock` take the file's stock.
 */
export const applyImport = (file: File, token: string, useFileStock: readonly number[]) =>
  api(routes.importProducts, { body: importForm(file, token, useFileStock) });
