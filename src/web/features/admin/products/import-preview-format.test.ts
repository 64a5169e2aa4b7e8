import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../../shared/spreadsheet';
import {
  actionLabel,
  canApply,
  columnNotes,
  importSummary,
  stockChangeText,
  stockConflictText,
  tableRows,
  updateLines,
} from './import-preview-format';

const preview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  token: 't',
  format: 'csv',
  columns: ['ID', 'Price'],
  unknownColumns: [],
  readOnlyColumns: [],
  hasStockColumn: false,
  exportedAt: null,
  counts: { add: 1, update: 1, unchanged: 1, error: 0, stock: 0, conflict: 0 },
  rows: [
    { kind: 'unchanged', row: 2, id: 'a', name: 'A' },
    { kind: 'update', row: 3, id: 'b', name: 'B', changes: { price: { from: 1000, to: 1500 } } },
    { kind: 'add', row: 4, name: 'C', brand: 'X', price: 10, stockCount: 0 },
  ],
  ...overrides,
});

describe('the import preview', () => {
  it('sums up the plan in one sentence', () => {
    expect(importSummary(preview())).toBe('1 to add, 1 to update, 1 unchanged.');
    expect(
      importSummary(
        preview({ counts: { add: 0, update: 1200, unchanged: 0, error: 2, stock: 3, conflict: 1 } }),
      ),
    ).toBe('0 to add, 1,200 to update, 0 unchanged, 3 stock changes, 1 stock conflict, 2 rows with errors.');
  });

  it('names ignored columns and says whether stock is imported', () => {
    expect(columnNotes(preview({ unknownColumns: ['Colour'], readOnlyColumns: ['Rating'] }))).toEqual([
      'Unknown columns, ignored: Colour.',
      'Columns the shop computes, ignored: Rating.',
      'The file has no Stock column: stock counts stay as they are.',
    ]);
    expect(columnNotes(preview({ hasStockColumn: true }))).toEqual([
      'The file does not say when it was exported (no Exported column): every stock count in it is imported as written. Check each stock change below.',
    ]);
    expect(columnNotes(preview({ hasStockColumn: true, exportedAt: '2026-11-28T13:03:22.000Z' }))[0]).toMatch(
      /^The file was exported on .*28.*14:03.*: only the stock counts changed in the file are imported; stock sold or received since then is kept\.$/,
    );
  });

  it('offers Apply only when no row has errors and something changes', () => {
    expect(canApply(preview())).toBe(true);
    const counts = { add: 0, update: 0, unchanged: 0, error: 0, stock: 0, conflict: 0 };
    expect(canApply(preview({ counts: { ...counts, add: 1, error: 1 } }))).toBe(false);
    expect(canApply(preview({ counts: { ...counts, unchanged: 3 } }))).toBe(false);
    // A conflict waits for a choice: Apply writes the file's stock where staff chose it.
    expect(canApply(preview({ counts: { ...counts, unchanged: 3, conflict: 1 } }))).toBe(true);
  });

  it('lists errors first, then changes, never unchanged rows; an update reads old -> new in naira', () => {
    const rows = tableRows(
      preview({
        rows: [
          ...preview().rows,
          {
            kind: 'error',
            row: 5,
            name: 'D',
            errors: [{ column: 'Price', message: 'Price must be a number' }],
          },
        ],
      }),
    );
    expect(rows.map((row) => row.row)).toEqual([5, 3, 4]);
    const update = rows[1]!;
    if (update.kind !== 'update') throw new Error('expected an update');
    expect(updateLines(update)).toEqual([{ field: 'price', label: 'Price', from: '₦1,000', to: '₦1,500' }]);
  });

  it('lists stock conflicts after errors and shows each stock change on its own line', () => {
    const conflict = { file: 60, atExport: 50, now: 47, outcome: 'conflict' } as const;
    const change = { file: 45, atExport: null, now: 50, outcome: 'change' } as const;
    const rows = tableRows(
      preview({
        rows: [
          { kind: 'unchanged', row: 2, id: 'a', name: 'A', stock: conflict },
          {
            kind: 'update',
            row: 3,
            id: 'b',
            name: 'B',
            changes: {
              stockCount: { from: 50, to: 45 },
              price: { from: 1000, to: 1500 },
            },
            stock: change,
          },
          { kind: 'error', row: 4, name: 'C', errors: [] },
        ],
      }),
    );
    expect(rows.map((row) => [row.row, actionLabel(row)])).toEqual([
      [4, 'Error'],
      [2, 'Stock conflict'],
      [3, 'Update'],
    ]);
    const update = rows[2]!;
    if (update.kind !== 'update') throw new Error('expected an update');
    expect(updateLines(update).map((line) => line.label)).toEqual(['Price']);
    expect(stockChangeText(change)).toEqual({
      change: 'Stock: 50 → 45',
      why: 'The file does not say when it was exported: its stock is imported as written.',
    });
    expect(stockConflictText(conflict)).toEqual({
      summary:
        'The stock moved since the export and the file changes it too: 60 in the file, 50 when exported, 47 now.',
      keep: 'Keep 47 (the stock now)',
      useFile: 'Use 60 (the file)',
    });
  });
});
