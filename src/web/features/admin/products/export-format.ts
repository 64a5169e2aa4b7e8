import type { ExportFile, ExportRequest } from '../../../../shared/exports';
import { formatDate } from '../../../lib/format-date';

/** What the export screen says while a file is made and once it is. */
export const EXPORT_TEXTS = {
  preparing: 'Preparing your file…',
  ready: 'Your file is ready.',
  tryAgain: 'Try again',
  none: 'No exports in the last 24 hours.',
} as const;

const FORMAT_LABELS = { csv: 'CSV', xlsx: 'Excel' } as const;

const PERIOD_KIND_LABELS = { orders: 'Orders', payments: 'Payments' } as const;

/** "Catalogue, CSV" or "Orders 1 November 2026 to 24 November 2026, Excel". */
export function exportContents(file: Pick<ExportFile, 'kind' | 'format' | 'from' | 'to'>): string {
  const what =
    file.kind !== 'products' && file.from && file.to
      ? `${PERIOD_KIND_LABELS[file.kind]} ${formatDate(file.from)} to ${formatDate(file.to)}`
      : 'Catalogue';
  return `${what}, ${FORMAT_LABELS[file.format]}`;
}

/** "1,204 rows, 3.3 MB" */
function readySummary(file: ExportFile): string {
  const rows = file.rowCount ?? 0;
  const size = file.size ?? 0;
  const bytes =
    size >= 1_000_000
      ? `${(size / 1_000_000).toFixed(1)} MB`
      : `${Math.max(1, Math.round(size / 1_000)).toLocaleString('en-US')} KB`;
  return `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}, ${bytes}`;
}

/** The state of an export in words: "Preparing…", "Ready: 120 rows, 33 KB", or why it failed. */
export function exportStatusText(file: ExportFile): string {
  switch (file.status) {
    case 'ready':
      return `Ready: ${readySummary(file)}`;
    case 'failed':
      return `Failed: ${file.error ?? 'the file could not be made.'}`;
    default:
      return 'Preparing…';
  }
}

/** The same export asked for again (Try again after a failure). */
export function exportRequestOf(file: ExportFile): ExportRequest {
  return file.kind === 'products'
    ? { kind: 'products', format: file.format }
    : { kind: file.kind, format: file.format, from: file.from ?? '', to: file.to ?? '' };
}
