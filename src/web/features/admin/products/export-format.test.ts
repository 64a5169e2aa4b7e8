import { describe, expect, it } from 'vitest';
import { exportFixture } from '../../../test/export-fixture';
import { exportContents, exportRequestOf, exportStatusText } from './export-format';

const file = exportFixture;

describe('export texts', () => {
  it('names what a file holds: the catalogue, or the orders of a period in Lagos days', () => {
    expect(exportContents(file())).toBe('Catalogue, CSV');
    expect(
      exportContents(file({ kind: 'orders', format: 'xlsx', from: '2026-11-01', to: '2026-11-24' })),
    ).toBe('Orders 1 November 2026 to 24 November 2026, Excel');
  });

  it('says the state in words, with rows and size once ready and the reason once failed', () => {
    expect(exportStatusText(file())).toBe('Preparing…');
    expect(exportStatusText(file({ status: 'running' }))).toBe('Preparing…');
    expect(exportStatusText(file({ status: 'ready', rowCount: 1_204, size: 3_300_000 }))).toBe(
      'Ready: 1,204 rows, 3.3 MB',
    );
    expect(exportStatusText(file({ status: 'ready', rowCount: 1, size: 200 }))).toBe('Ready: 1 row, 1 KB');
    expect(exportStatusText(file({ status: 'failed', error: 'The file could not be made.' }))).toBe(
      'Failed: The file could not be made.',
    );
  });

  it('asks for the same export again', () => {
    expect(exportRequestOf(file({ format: 'xlsx' }))).toEqual({ kind: 'products', format: 'xlsx' });
    expect(exportRequestOf(file({ kind: 'orders', from: '2026-11-01', to: '2026-11-02' }))).toEqual({
      kind: 'orders',
      format: 'csv',
      from: '2026-11-01',
      to: '2026-11-02',
    });
  });
});
