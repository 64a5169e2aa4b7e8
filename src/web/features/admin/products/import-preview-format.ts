import { PRODUCT_COLUMNS, type ImportPreview, type ImportRow } from '../../../../shared/spreadsheet';
import { changeLines, type ChangeLine } from './history-format';

/** Rows the preview table lists at most: a larger file is summed up in the counts. */
export const PREVIEW_ROW_LIMIT = 500;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** One sentence on what applying the file would do, e.g. "2 to add, 3 to update, 40 unchanged, 1 with errors." */
export function importSummary(preview: ImportPreview): string {
  const { add, update, unchanged, error } = preview.counts;
  const parts = [
    `${add.toLocaleString('en-US')} to add`,
    `${update.toLocaleString('en-US')} to update`,
    `${unchanged.toLocaleString('en-US')} unchanged`,
  ];
  if (error > 0) parts.push(plural(error, 'row with errors', 'rows with errors'));
  return `${parts.join(', ')}.`;
}

/** What the file's columns mean for the import: unknown and computed columns are ignored, stock only with a Stock column. */
export function columnNotes(preview: ImportPreview): string[] {
  const notes: string[] = [];
  if (preview.unknownColumns.length > 0)
    notes.push(`Unknown columns, ignored: ${preview.unknownColumns.join(', ')}.`);
  if (preview.readOnlyColumns.length > 0)
    notes.push(`Columns the shop computes, ignored: ${preview.readOnlyColumns.join(', ')}.`);
  notes.push(
    preview.hasStockColumn
      ? 'The file has a Stock column: stock counts are imported.'
      : 'The file has no Stock column: stock counts stay as they are.',
  );
  return notes;
}

/** Apply is offered when every row is valid and something would change. */
export function canApply(preview: ImportPreview): boolean {
  return preview.counts.error === 0 && preview.counts.add + preview.counts.update > 0;
}

/** The rows the table shows: errors first, then adds and updates, in the file's order; unchanged rows are only counted. */
export function tableRows(preview: ImportPreview): ImportRow[] {
  const errors = preview.rows.filter((row) => row.kind === 'error');
  const changes = preview.rows.filter((row) => row.kind === 'add' || row.kind === 'update');
  return [...errors, ...changes].slice(0, PREVIEW_ROW_LIMIT);
}

export const ACTION_LABELS: Record<ImportRow['kind'], string> = {
  add: 'Add',
  update: 'Update',
  unchanged: 'Unchanged',
  error: 'Error',
};

/** An update's changed fields, old -> new as the history shows them, each named as the file's column. */
export function updateLines(row: Extract<ImportRow, { kind: 'update' }>): ChangeLine[] {
  return changeLines(row).map((line) => ({
    ...line,
    label: PRODUCT_COLUMNS.find((column) => column.key === line.field)?.label ?? line.label,
  }));
}
