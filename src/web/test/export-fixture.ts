import type { ExportFile } from '../../shared/exports';

/** A catalogue export as CSV, queued on 24 November 2026 at 10:00 in Lagos, with what the test changes. */
export function exportFixture(overrides: Partial<ExportFile> = {}): ExportFile {
  return {
    id: 'e1',
    kind: 'products',
    format: 'csv',
    from: null,
    to: null,
    status: 'queued',
    fileName: 'garagepro-products-2026-11-24.csv',
    rowCount: null,
    size: null,
    error: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    finishedAt: null,
    expiresAt: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}
