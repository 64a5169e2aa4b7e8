import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../../shared/spreadsheet';
import { canApply, columnNotes, importSummary, tableRows, updateLines } from './import-preview-format';

const preview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  token: 't',
  format: 'csv',
  columns: ['ID', 'Price'],
  unknownColumns: [],
  readOnlyColumns: [],
  hasStockColumn: false,
  counts: { add: 1, update: 1, unchanged: 1, error: 0 },
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
    expect(importSummary(preview({ counts: { add: 0, update: 1200, unchanged: 0, error: 2 } }))).toBe(
      '0 to add, 1,200 to update, 0 unchanged, 2 rows with errors.',
    );
  });

  it('names ignored columns and says whether stock is imported', () => {
    expect(columnNotes(preview({ unknownColumns: ['Colour'], readOnlyColumns: ['Rating'] }))).toEqual([
      'Unknown columns, ignored: Colour.',
      'Columns the shop computes, ignored: Rating.',
      'The file has no Stock column: stock counts stay as they are.',
    ]);
    expect(columnNotes(preview({ hasStockColumn: true }))).toEqual([
      'The file has a Stock column: stock counts are imported.',
    ]);
  });

  it('offers Apply only when no row has errors and something changes', () => {
    expect(canApply(preview())).toBe(true);
    expect(canApply(preview({ counts: { add: 1, update: 0, unchanged: 0, error: 1 } }))).toBe(false);
    expect(canApply(preview({ counts: { add: 0, update: 0, unchanged: 3, error: 0 } }))).toBe(false);
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
});
