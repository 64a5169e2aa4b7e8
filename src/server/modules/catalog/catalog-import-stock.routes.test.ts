import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponseSchema } from '../../../shared/admin-catalogue';
import {
  IMPORT_MESSAGES,
  USE_FILE_STOCK_FIELD,
  importPreviewSchema,
  type ImportPreview,
} from '../../../shared/spreadsheet';
import { createUser, get, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { moveOrder, placeOrder } from '../../test/orders';
import {
  applyImport,
  csvFile,
  previewImport,
  readCsv,
  readXlsx,
  xlsxFile,
  type TestCell,
} from '../../test/spreadsheets';

// The import's stock rule (decision 041): a file changes a stock only where its Stock differs from the
// stock when it was exported; a stock that moved since is kept, or shown as a conflict staff settle.

let shop: TestApp;
let owner: SignedIn;
let storekeeper: SignedIn;
let shopper: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
  storekeeper = await createUser(shop, 'admin');
  await setUserFields(shop, storekeeper.email, { staffLevel: 'storekeeper' });
  shopper = await createUser(shop, 'verified');
  const tester = (id: string, name: string) => ({ id, name, price: 45_000, stockCount: 50 });
  await insertProducts(shop.database.handle.db, [
    tester('kw600', 'Konwei KW600 Battery Tester'),
    tester('kw208', 'Konwei KW208 Battery Tester'),
    tester('kw600-x', 'Konwei KW600 Battery Tester (Excel)'),
    tester('kw208-x', 'Konwei KW208 Battery Tester (Excel)'),
    tester('stamp-a', 'Stamped Compressor'),
    tester('take-a', 'Stock Take Lift A'),
    tester('take-b', 'Stock Take Lift B'),
    tester('clash-a', 'Clash Jack A'),
    tester('clash-b', 'Clash Jack B'),
    tester('hand-a', 'Hand Sheet Press'),
    tester('keeper-a', 'Keeper Booth A'),
    tester('keeper-b', 'Keeper Booth B'),
  ]);
}, 120_000);
afterAll(async () => shop?.close());

type Sheet = TestCell[][];

/** The catalogue as the export writes it, as rows of cells (header first). */
async function exported(format: 'csv' | 'xlsx', cookie = owner.cookie): Promise<Sheet> {
  const response = await get(shop, `/api/admin/products/export?format=${format}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return format === 'csv' ? readCsv(response.body) : ((await readXlsx(response.rawPayload)) as TestCell[][]);
}

/** Sets a cell of the product's row, as a seller editing the file in a spreadsheet would. */
function edit(sheet: Sheet, id: string, column: string, value: TestCell): void {
  const index = sheet[0]!.indexOf(column);
  const row = sheet.find((cells) => cells[0] === id);
  if (index < 0 || !row) throw new Error(`no cell ${column} for ${id}`);
  row[index] = value;
}

/** Only these products' rows (and the header): a file about a few products. */
const only = (sheet: Sheet, ids: string[]) => [
  sheet[0]!,
  ...sheet.filter((row) => ids.includes(String(row[0]))),
];

const fileOf = async (sheet: Sheet, format: 'csv' | 'xlsx') =>
  format === 'csv' ? csvFile(sheet) : await xlsxFile(sheet);

async function preview(file: Buffer, format: 'csv' | 'xlsx' = 'csv', cookie = owner.cookie) {
  const response = await previewImport(shop, cookie, file, `products.${format}`);
  expect(response.statusCode, response.body).toBe(200);
  return importPreviewSchema.parse(response.json());
}

async function apply(
  file: Buffer,
  plan: ImportPreview,
  format: 'csv' | 'xlsx' = 'csv',
  cookie = owner.cookie,
  fields: Record<string, string> = {},
) {
  return applyImport(shop, cookie, file, plan.token, `products.${format}`, fields);
}

async function product(id: string) {
  const response = await send(shop, 'GET', `/api/admin/products/${id}`, owner.cookie);
  return productResponseSchema.parse(response.json()).product;
}

/** A shopper buys `quantity` and the order desk confirms it: the stock goes down. */
async function sell(id: string, quantity: number): Promise<void> {
  const { order } = await placeOrder(shop, shopper.cookie, [{ productId: id, quantity }]);
  const moved = await moveOrder(shop, owner.cookie, order.reference, 'confirmed');
  expect(moved.statusCode, moved.body).toBe(200);
}

const rowOf = (plan: ImportPreview, id: string) => plan.rows.find((row) => 'id' in row && row.id === id);

describe('an exported file imported after a sale', () => {
  it.each(['csv', 'xlsx'] as const)(
    'keeps the sold stock (KW600 50 -> 47) when two prices were edited, and shows no stock change (%s)',
    async (format) => {
      const [kw600, kw208] = format === 'csv' ? ['kw600', 'kw208'] : ['kw600-x', 'kw208-x'];
      const sheet = only(await exported(format), [kw600, kw208]);
      await sell(kw600, 3);
      expect((await product(kw600)).stockCount).toBe(47);
      edit(sheet, kw600, 'Price', 47_500);
      edit(sheet, kw208, 'Price', 47_500);
      const file = await fileOf(sheet, format);

      const plan = await preview(file, format);
      expect(plan.exportedAt).not.toBeNull();
      expect(plan.counts).toEqual({ add: 0, update: 2, unchanged: 0, error: 0, stock: 0, conflict: 0 });
      const row = rowOf(plan, kw600);
      expect(row).toMatchObject({ kind: 'update', changes: { price: { from: 45_000, to: 47_500 } } });
      expect(row && 'changes' in row ? Object.keys(row.changes) : []).toEqual(['price']);
      expect(row).not.toHaveProperty('stock');

      const response = await apply(file, plan, format);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ updated: 2 });
      expect(await product(kw600)).toMatchObject({ price: 47_500, stockCount: 47 });
      expect(await product(kw208)).toMatchObject({ price: 47_500, stockCount: 50 });
    },
  );
});

describe('a stock-take', () => {
  it('changes the stock the file changed where nothing moved since the export, shown plainly', async () => {
    const sheet = only(await exported('csv'), ['take-a', 'take-b']);
    edit(sheet, 'take-a', 'Stock', 45);
    const file = csvFile(sheet);
    const plan = await preview(file);
    expect(plan.counts).toMatchObject({ update: 1, unchanged: 1, stock: 1, conflict: 0 });
    expect(rowOf(plan, 'take-a')).toMatchObject({
      kind: 'update',
      changes: { stockCount: { from: 50, to: 45 } },
      stock: { file: 45, atExport: 50, now: 50, outcome: 'change' },
    });
    expect((await apply(file, plan)).statusCode).toBe(200);
    expect((await product('take-a')).stockCount).toBe(45);
    expect((await product('take-b')).stockCount).toBe(50);
  });

  it('from a sheet made by hand (no export time) imports the stock as written and shows every change', async () => {
    const file = csvFile([
      ['ID', 'Stock'],
      ['hand-a', 12],
    ]);
    const plan = await preview(file);
    expect(plan.exportedAt).toBeNull();
    expect(rowOf(plan, 'hand-a')).toMatchObject({
      kind: 'update',
      stock: { file: 12, atExport: null, now: 50, outcome: 'change' },
    });
    expect(plan.counts.stock).toBe(1);
    expect((await apply(file, plan)).statusCode).toBe(200);
    expect((await product('hand-a')).stockCount).toBe(12);
  });

  it('reads the export time back when a spreadsheet turned it into a date without seconds', async () => {
    const sheet = only(await exported('csv'), ['stamp-a']);
    const stamp = String(sheet[1]![sheet[0]!.indexOf('Exported')]);
    expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} WAT$/);
    edit(sheet, 'stamp-a', 'Exported', stamp.slice(0, 16));
    edit(sheet, 'stamp-a', 'Stock', 10);
    const plan = await preview(csvFile(sheet));
    expect(rowOf(plan, 'stamp-a')).toMatchObject({ stock: { file: 10, atExport: 50, outcome: 'change' } });
    // Read as Lagos time, to the minute the spreadsheet kept.
    expect(plan.exportedAt).toBe(
      new Date(`${stamp.slice(0, 10)}T${stamp.slice(11, 16)}:00+01:00`).toISOString(),
    );
    edit(sheet, 'stamp-a', 'Exported', 'yesterday');
    const refused = await preview(csvFile(sheet));
    expect(refused.rows[0]).toMatchObject({
      kind: 'error',
      errors: [{ column: 'Exported', message: IMPORT_MESSAGES.exportedAt }],
    });
  });
});

describe('a stock that moved since the export and was changed in the file too', () => {
  it('is a conflict (file, at export, now): kept unless staff choose the file, row by row', async () => {
    const sheet = only(await exported('csv'), ['clash-a', 'clash-b']);
    await sell('clash-a', 3);
    await sell('clash-b', 3);
    edit(sheet, 'clash-a', 'Stock', 60);
    edit(sheet, 'clash-b', 'Stock', 58);
    edit(sheet, 'clash-b', 'Price', 46_000);
    const file = csvFile(sheet);

    const plan = await preview(file);
    expect(plan.counts).toMatchObject({ update: 1, unchanged: 1, stock: 0, conflict: 2 });
    expect(rowOf(plan, 'clash-a')).toMatchObject({
      kind: 'unchanged',
      stock: { file: 60, atExport: 50, now: 47, outcome: 'conflict' },
    });
    const clashB = rowOf(plan, 'clash-b');
    expect(clashB).toMatchObject({
      kind: 'update',
      changes: { price: { from: 45_000, to: 46_000 } },
      stock: { file: 58, atExport: 50, now: 47, outcome: 'conflict' },
    });
    expect(clashB && 'changes' in clashB ? clashB.changes : {}).not.toHaveProperty('stockCount');

    // A row that is no conflict cannot be chosen; nothing is written.
    const wrong = await apply(file, plan, 'csv', owner.cookie, { [USE_FILE_STOCK_FIELD]: '1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(IMPORT_MESSAGES.notAConflict(1));
    expect((await product('clash-b')).price).toBe(45_000);

    const response = await apply(file, plan, 'csv', owner.cookie, {
      [USE_FILE_STOCK_FIELD]: String(clashB!.row),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await product('clash-a')).toMatchObject({ stockCount: 47 });
    expect(await product('clash-b')).toMatchObject({ stockCount: 58, price: 46_000 });
  });
});

describe("a storekeeper's import", () => {
  it('applies a file that changes stock only', async () => {
    const sheet = only(await exported('xlsx', storekeeper.cookie), ['keeper-a', 'keeper-b']);
    edit(sheet, 'keeper-a', 'Stock', 41);
    const file = await xlsxFile(sheet);
    const plan = await preview(file, 'xlsx', storekeeper.cookie);
    expect(plan.counts).toMatchObject({ update: 1, unchanged: 1, error: 0, stock: 1 });
    const response = await apply(file, plan, 'xlsx', storekeeper.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect((await product('keeper-a')).stockCount).toBe(41);
  });

  it('refuses each row that changes anything but stock, or adds a product, with an error per row; writes nothing', async () => {
    const sheet = only(await exported('csv', storekeeper.cookie), ['keeper-a', 'keeper-b']);
    edit(sheet, 'keeper-b', 'Stock', 30);
    edit(sheet, 'keeper-b', 'Price', 1);
    edit(sheet, 'keeper-b', 'Name', 'Renamed Booth');
    const added = [...sheet[1]!];
    added[0] = '';
    added[1] = 'A New Booth';
    const file = csvFile([...sheet, added]);
    const plan = await preview(file, 'csv', storekeeper.cookie);
    expect(plan.counts).toMatchObject({ add: 0, update: 0, unchanged: 1, error: 2 });
    expect(plan.rows.filter((row) => row.kind === 'error')).toEqual([
      {
        kind: 'error',
        row: 3,
        name: 'Renamed Booth',
        errors: [
          { column: 'Name', message: IMPORT_MESSAGES.stockOnly },
          { column: 'Price', message: IMPORT_MESSAGES.stockOnly },
        ],
      },
      {
        kind: 'error',
        row: 4,
        name: 'A New Booth',
        errors: [{ column: '', message: IMPORT_MESSAGES.stockOnlyAdd }],
      },
    ]);
    const refused = await apply(file, plan, 'csv', storekeeper.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(IMPORT_MESSAGES.hasErrors);
    expect(await product('keeper-a')).toMatchObject({ stockCount: 41 });
    expect(await product('keeper-b')).toMatchObject({ stockCount: 50, price: 45_000 });
  });
});
