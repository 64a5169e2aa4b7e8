import {
  PRODUCT_COLUMNS,
  type ImportPreview,
  type ImportRow,
  type StockCheck,
} from '../../../../shared/spreadsheet';
import { formatDateTime } from '../../../lib/format-date';
import { changeLines, type ChangeLine } from '../common/history-format';

/** Rows the preview table lists at most: a larger file is summed up in the counts. */
export const PREVIEW_ROW_LIMIT = 500;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * One sentence on what applying the file would do, e.g. "2 to add, 3 to update, 40 unchanged, 2 stock
 * changes, 1 stock conflict, 1 row with errors."
 */
export function importSummary(preview: ImportPreview): string {
  const { add, update, unchanged, error, stock, conflict } = preview.counts;
  const parts = [
    `${add.toLocaleString('en-US')} to add`,
    `${update.toLocaleString('en-US')} to update`,
    `${unchanged.toLocaleString('en-US')} unchanged`,
  ];
  if (stock > 0) parts.push(plural(stock, 'stock change', 'stock changes'));
  if (conflict > 0) parts.push(plural(conflict, 'stock conflict', 'stock conflicts'));
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
  if (!preview.hasStockColumn) notes.push('The file has no Stock column: stock counts stay as they are.');
  else if (preview.exportedAt)
    notes.push(
      `The file was exported on ${formatDateTime(preview.exportedAt)}: only the stock counts changed in the file are imported; stock sold or received since then is kept.`,
    );
  else
    notes.push(
      'The file does not say when it was exported (no Exported column): every stock count in it is imported as written. Check each stock change below.',
    );
  return notes;
}

/** Apply is offered when every row is valid and something would change (or a stock conflict awaits a choice). */
export function canApply(preview: ImportPreview): boolean {
  const { error, add, update, conflict } = preview.counts;
  return error === 0 && add + update + conflict > 0;
}

/** The row's stock check, when its stock differs from the stock now. */
export function stockOf(row: ImportRow): StockCheck | undefined {
  return row.kind === 'update' || row.kind === 'unchanged' ? row.stock : undefined;
}

const isConflict = (row: ImportRow) => stockOf(row)?.outcome === 'conflict';

/**
 * The rows the table shows: errors first, then stock conflicts (they wait for a choice), then adds and
 * updates, in the file's order; unchanged rows are only counted.
 */
export function tableRows(preview: ImportPreview): ImportRow[] {
  const errors = preview.rows.filter((row) => row.kind === 'error');
  const conflicts = preview.rows.filter(isConflict);
  const changes = preview.rows.filter(
    (row) => (row.kind === 'add' || row.kind === 'update') && !isConflict(row),
  );
  return [...errors, ...conflicts, ...changes].slice(0, PREVIEW_ROW_LIMIT);
}

const ACTION_LABELS: Record<ImportRow['kind'], string> = {
  add: 'Add',
  update: 'Update',
  unchanged: 'Unchanged',
  error: 'Error',
};

/** What the row does, for the Action column: a stock conflict says so. */
export function actionLabel(row: ImportRow): string {
  return isConflict(row) ? 'Stock conflict' : ACTION_LABELS[row.kind];
}

/**
 * An update's changed fields, old -> new as the history shows them, each named as the file's column. A
 * row with a stock check shows its stock on a line of its own (`stockText`), so not here.
 */
export function updateLines(row: Extract<ImportRow, { kind: 'update' }>): ChangeLine[] {
  return changeLines(row)
    .filter((line) => !row.stock || (line.field !== 'stockCount' && line.field !== 'inStock'))
    .map((line) => ({
      ...line,
      label: PRODUCT_COLUMNS.find((column) => column.key === line.field)?.label ?? line.label,
    }));
}

/** A stock change, plainly: "Stock: 50 → 45", and where it comes from. */
export function stockChangeText(stock: StockCheck): { change: string; why: string } {
  return {
    change: `Stock: ${stock.now} → ${stock.file}`,
    why:
      stock.atExport === null
        ? 'The file does not say when it was exported: its stock is imported as written.'
        : `Changed in the file (${stock.atExport} when exported); no stock moved since.`,
  };
}

/** A conflict, the three counts side by side, and the two choices. */
export function stockConflictText(stock: StockCheck) {
  return {
    summary: `The stock moved since the export and the file changes it too: ${stock.file} in the file, ${stock.atExport ?? '?'} when exported, ${stock.now} now.`,
    keep: `Keep ${stock.now} (the stock now)`,
    useFile: `Use ${stock.file} (the file)`,
  };
}
