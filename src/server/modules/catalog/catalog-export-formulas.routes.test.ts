import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_COLUMNS } from '../../../shared/spreadsheet';
import { createUser, get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { insertProducts } from '../../test/fixtures';
import { readCsv, readXlsx } from '../../test/spreadsheets';

/** Issue 25 (I1): formulas typed in fullwidth or small form are escaped as the ASCII ones are. */

let shop: TestApp;
let owner: SignedIn;
const LABELS: string[] = PRODUCT_COLUMNS.map((column) => column.label);

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
  await insertProducts(shop.database.handle.db, [
    {
      id: 'fullwidth-press',
      name: '＝HYPERLINK("http://evil.example")',
      brand: '＋cmd',
      description: '＠SUM(1)',
      price: 1,
    },
    { id: 'small-form-press', name: '﹦1+1', brand: '－2', description: '﹣3', price: 1, ageHours: 1 },
  ]);
}, 120_000);
afterAll(async () => shop?.close());

describe('GET /api/admin/products/export', () => {
  it('escapes formulas typed in fullwidth (＝ ＋ － ＠) and small form (﹦ ﹣) in CSV and .xlsx alike', async () => {
    const csv = await get(shop, '/api/admin/products/export?format=csv', owner.cookie);
    const [, ...csvRows] = readCsv(csv.body);
    const xlsx = await get(shop, '/api/admin/products/export?format=xlsx', owner.cookie);
    const [, ...xlsxRows] = await readXlsx(xlsx.rawPayload);
    for (const rows of [csvRows, xlsxRows] as unknown[][][]) {
      const cells = (id: string, label: string) => rows.find((row) => row[0] === id)![LABELS.indexOf(label)];
      expect(cells('fullwidth-press', 'Name')).toBe('\'＝HYPERLINK("http://evil.example")');
      expect(cells('fullwidth-press', 'Brand')).toBe("'＋cmd");
      expect(cells('fullwidth-press', 'Description')).toBe("'＠SUM(1)");
      expect(cells('small-form-press', 'Name')).toBe("'﹦1+1");
      expect(cells('small-form-press', 'Brand')).toBe("'－2");
      expect(cells('small-form-press', 'Description')).toBe("'﹣3");
    }
  });
});
