import type { ImportPreview, ImportResult } from '../../../../../shared/spreadsheet';
import { apiFetch } from '../../../../lib/api-client';

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
