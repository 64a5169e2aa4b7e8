import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPreviewSchema } from '../../../shared/spreadsheet';
import { createUser, type SignedIn } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { previewImport } from '../spreadsheets';
import { xlsxBomb } from '../xlsx-bomb';
import { CLEAN, fuzzRoute, printReport, verdict } from './harness';

/**
 * Issue 25 (S4): the import's preview sent .xlsx zip bombs (sizes declared or hidden, too many shared
 * strings) and a small workbook, each with bytes changed anywhere (directory, headers, deflated data) or cut
 * short: never a 5xx, never a change.
 */

let shop: TestApp;
let owner: SignedIn;

const MB = 1024 * 1024;
const files = [
  xlsxBomb({ inflatedBytes: 256 * MB }),
  xlsxBomb({ inflatedBytes: 256 * MB, declared: 'small' }),
  xlsxBomb({ inflatedBytes: 60 * MB }),
  xlsxBomb({ inflatedBytes: 400_000 * 25 }),
  xlsxBomb({ inflatedBytes: 1000 }),
];

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
});
afterAll(async () => shop?.close());

interface ImportCase {
  file: number;
  /** Bytes set at a share of the file's length (the directory is near the end, the bomb in the middle). */
  changes: { at: number; byte: number }[];
  cut: number | null;
}

const importCase: fc.Arbitrary<ImportCase> = fc.record({
  file: fc.integer({ min: 0, max: files.length - 1 }),
  changes: fc.array(
    fc.record({
      at: fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0.97, max: 1, noNaN: true })),
      byte: fc.integer({ min: 0, max: 255 }),
    }),
    { maxLength: 4 },
  ),
  cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 4 }),
});

function build({ file, changes, cut }: ImportCase): Buffer {
  const bytes = Buffer.from(files[file]!);
  for (const { at, byte } of changes) bytes[Math.min(bytes.length - 1, Math.floor(at * bytes.length))] = byte;
  return cut === null ? bytes : bytes.subarray(0, Math.floor(cut * bytes.length));
}

describe('fuzz: imports', () => {
  it('POST /api/admin/products/import/preview with .xlsx bombs, changed and cut', async () => {
    const report = await fuzzRoute(shop, {
      name: 'POST /api/admin/products/import/preview (.xlsx bombs)',
      cases: importCase,
      send: (input) => previewImport(shop, owner.cookie, build(input), 'products.xlsx'),
      touches: ['products', 'product_changes'],
      success: importPreviewSchema,
      readOnly: true,
    });
    printReport(report);
    expect(verdict(report)).toEqual(CLEAN);
  });
});
