import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productHistoryResponseSchema, productResponseSchema } from '../../../shared/admin-catalogue';
import { lagosDay } from '../../../shared/lagos-time';
import { productListResponseSchema } from '../../../shared/product';
import {
  IMPORT_MESSAGES,
  PRODUCT_COLUMNS,
  importPreviewSchema,
  importResultSchema,
  type ImportPreview,
} from '../../../shared/spreadsheet';
import { productChanges, products } from '../../db/schema';
import { createUser, get, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { testJpeg, upload } from '../../test/images';
import {
  applyImport,
  csvFile,
  previewImport,
  readCsv,
  readXlsx,
  xlsxFile,
  type TestCell,
} from '../../test/spreadsheets';

let shop: TestApp;
let owner: SignedIn;
let sales: SignedIn;
let storekeeper: SignedIn;
let customer: SignedIn;
let picture: string;

const LABELS: string[] = PRODUCT_COLUMNS.map((column) => column.label);

async function staff(level: 'sales' | 'storekeeper'): Promise<SignedIn> {
  const account = await createUser(shop, 'admin');
  await setUserFields(shop, account.email, { staffLevel: level });
  return account;
}

/** How many products and history rows the database holds: a refused import changes neither. */
async function rowCounts() {
  const db = shop.database.handle.db;
  const [productRows] = await db.select({ total: count() }).from(products);
  const [changeRows] = await db.select({ total: count() }).from(productChanges);
  return { products: productRows?.total ?? 0, changes: changeRows?.total ?? 0 };
}

async function product(id: string) {
  const response = await send(shop, 'GET', `/api/admin/products/${id}`, owner.cookie);
  return productResponseSchema.parse(response.json()).product;
}

async function preview(file: Buffer, filename = 'products.csv'): Promise<ImportPreview> {
  const response = await previewImport(shop, owner.cookie, file, filename);
  expect(response.statusCode, response.body).toBe(200);
  return importPreviewSchema.parse(response.json());
}

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
  sales = await staff('sales');
  storekeeper = await staff('storekeeper');
  customer = await createUser(shop, 'verified');
  const uploaded = await upload(shop, { data: await testJpeg() }, owner.cookie);
  picture = uploaded.json().public_id;
  await insertProducts(shop.database.handle.db, [
    { id: 'two-post-lift', name: 'Two Post Lift', price: 1_500_000, stockCount: 4, ageHours: 1 },
    {
      id: 'old-scanner',
      name: 'Old Scanner',
      price: 250_000.5,
      category: ['diagnostictools'],
      subCategory: ['thinkcar'],
      isActive: false,
      ageHours: 2,
    },
    {
      id: 'formula-press',
      name: '=HYPERLINK("http://evil.example","Click")',
      brand: '+cmd',
      description: '@SUM(1)',
      price: 10_000,
      ageHours: 3,
    },
  ]);
}, 120_000);
afterAll(async () => shop?.close());

describe('GET /api/admin/products/export', () => {
  it('answers every product, soft-deleted too, as CSV with readable cells and formulas escaped', async () => {
    const response = await get(shop, '/api/admin/products/export?format=csv', owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="garagepro-products-${lagosDay(new Date())}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = readCsv(response.body);
    expect(header).toEqual(LABELS);
    expect(rows.map((row) => row[0])).toEqual(['two-post-lift', 'old-scanner', 'formula-press']);
    const cell = (row: string[], label: string) => row[LABELS.indexOf(label)];
    const lift = rows[0]!;
    expect(cell(lift, 'Price')).toBe('1500000');
    expect(cell(lift, 'Stock')).toBe('4');
    expect(cell(lift, 'Low-stock threshold')).toBe('2');
    expect(cell(lift, 'Categories')).toBe('Garage Tools');
    expect(cell(lift, 'Features')).toBe('Sturdy build');
    expect(cell(lift, 'Specifications')).toBe('Warranty: 1 year');
    expect(cell(lift, 'Images')).toBe('two-post-lift-img');
    expect(cell(lift, 'Active')).toBe('Yes');
    const scanner = rows[1]!;
    expect(cell(scanner, 'Price')).toBe('250000.5');
    expect(cell(scanner, 'Categories')).toBe('Diagnostic Tools');
    expect(cell(scanner, 'Sub-categories')).toBe('Thinkcar');
    expect(cell(scanner, 'Active')).toBe('No');
    const press = rows[2]!;
    expect(cell(press, 'Name')).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(cell(press, 'Brand')).toBe("'+cmd");
    expect(cell(press, 'Description')).toBe("'@SUM(1)");
  });

  it('answers .xlsx with numbers as numbers and text formulas escaped', async () => {
    const response = await get(shop, '/api/admin/products/export?format=xlsx', owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(/garagepro-products-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const [header, ...rows] = await readXlsx(response.rawPayload);
    expect(header).toEqual(LABELS);
    expect(rows).toHaveLength(3);
    const cell = (row: unknown[], label: string) => row[LABELS.indexOf(label)];
    expect(cell(rows[0]!, 'Price')).toBe(1_500_000);
    expect(cell(rows[1]!, 'Price')).toBe(250_000.5);
    expect(cell(rows[1]!, 'Active')).toBe('No');
    expect(cell(rows[2]!, 'Name')).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(cell(rows[2]!, 'Brand')).toBe("'+cmd");
  });

  it('refuses a visitor (401), a customer (403) and an unknown format (400); sales and storekeepers may export', async () => {
    expect((await get(shop, '/api/admin/products/export?format=csv')).statusCode).toBe(401);
    expect((await get(shop, '/api/admin/products/export?format=csv', customer.cookie)).statusCode).toBe(403);
    expect((await get(shop, '/api/admin/products/export?format=pdf', owner.cookie)).statusCode).toBe(400);
    expect((await get(shop, '/api/admin/products/export', owner.cookie)).statusCode).toBe(400);
    expect((await get(shop, '/api/admin/products/export?format=csv', sales.cookie)).statusCode).toBe(200);
    expect((await get(shop, '/api/admin/products/export?format=xlsx', storekeeper.cookie)).statusCode).toBe(
      200,
    );
  });
});

const HEADER = ['ID', 'Name', 'Brand', 'Price', 'Categories', 'Description', 'Images', 'Colour', 'Rating'];

describe('POST /api/admin/products/import/preview and /import', () => {
  /** Good rows: an update by id, one by name (the id unknown), and a new product. */
  const goodRows = (): TestCell[][] => [
    [
      'two-post-lift',
      'Two Post Lift',
      'Launch',
      '1,650,000',
      'Garage Tools',
      'Two Post Lift for professional workshops.',
      'two-post-lift-img',
      'Red',
      5,
    ],
    [
      'no-such-id',
      '  old SCANNER ',
      'Launch',
      250_000.5,
      'diagnostictools',
      'Old Scanner for professional workshops.',
      'old-scanner-img',
      '',
      '',
    ],
    [
      '',
      'Hydraulic Press 20 Ton',
      'Werther',
      '₦850,000',
      'Garage Tools; Lube Bay',
      'A 20 ton shop press.',
      picture,
      '',
      '',
    ],
  ];
  const badRows = (): TestCell[][] => [
    ['', 'Bench Grinder', 'Makita', '=1+1', 'Garage Tools', 'A grinder.', picture, '', ''],
    ['', 'Pictureless Jack', 'Werther', 90_000, 'Garage Tools', 'A jack.', '', '', ''],
    ['', 'two post lift', 'Launch', 1_500_000, 'Garage Tools', 'Twice.', 'two-post-lift-img', '', ''],
    ['', 'Odd Category Lift', 'Launch', 10, 'Moon Tools', 'A lift.', picture, '', ''],
  ];

  it('previews adds, updates with old -> new, and errors by row and column, naming unknown columns; writes nothing', async () => {
    const before = await rowCounts();
    const plan = await preview(csvFile([HEADER, ...goodRows(), ...badRows()]));
    expect(plan.format).toBe('csv');
    expect(plan.unknownColumns).toEqual(['Colour']);
    expect(plan.readOnlyColumns).toEqual(['Rating']);
    expect(plan.hasStockColumn).toBe(false);
    expect(plan.counts).toEqual({ add: 1, update: 2, unchanged: 0, error: 4, stock: 0, conflict: 0 });
    expect(plan.rows[0]).toEqual({
      kind: 'update',
      row: 2,
      id: 'two-post-lift',
      name: 'Two Post Lift',
      changes: { price: { from: 1_500_000, to: 1_650_000 } },
    });
    // Matched by name (the id is unknown): the name's spelling and the sub-category change.
    expect(plan.rows[1]).toMatchObject({ kind: 'update', row: 3, id: 'old-scanner' });
    const scannerChanges = (plan.rows[1] as { changes: Record<string, unknown> }).changes;
    expect(scannerChanges).toHaveProperty('name', { from: 'Old Scanner', to: 'old SCANNER' });
    expect(scannerChanges).not.toHaveProperty('subCategory');
    expect(plan.rows[2]).toEqual({
      kind: 'add',
      row: 4,
      name: 'Hydraulic Press 20 Ton',
      brand: 'Werther',
      price: 850_000,
      stockCount: 0,
    });
    expect(plan.rows.slice(3)).toEqual([
      {
        kind: 'error',
        row: 5,
        name: 'Bench Grinder',
        errors: [{ column: 'Price', message: 'Price must be a number' }],
      },
      {
        kind: 'error',
        row: 6,
        name: 'Pictureless Jack',
        errors: [{ column: 'Images', message: 'Please upload an image' }],
      },
      {
        kind: 'error',
        row: 7,
        name: 'two post lift',
        errors: [{ column: 'ID', message: 'The same product is already in row 2' }],
      },
      {
        kind: 'error',
        row: 8,
        name: 'Odd Category Lift',
        errors: [{ column: 'Categories', message: 'Unknown category' }],
      },
    ]);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses to apply a file with any bad row, and writes nothing', async () => {
    const before = await rowCounts();
    const file = csvFile([HEADER, ...goodRows(), ...badRows()]);
    const plan = await preview(file);
    const response = await applyImport(shop, owner.cookie, file, plan.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: IMPORT_MESSAGES.hasErrors });
    expect(await rowCounts()).toEqual(before);
    expect((await product('two-post-lift')).price).toBe(1_500_000);
  });

  it('applies a clean file in one go: adds, updates with history, stock left alone without a Stock column; the shop shows it', async () => {
    const file = csvFile([HEADER, ...goodRows()]);
    const plan = await preview(file);
    const response = await applyImport(shop, owner.cookie, file, plan.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(importResultSchema.parse(response.json())).toEqual({
      added: 1,
      updated: 2,
      unchanged: 0,
      message: 'Import applied: 1 added, 2 updated.',
    });
    expect(await product('two-post-lift')).toMatchObject({ price: 1_650_000, stockCount: 4, inStock: true });
    const history = productHistoryResponseSchema.parse(
      (await send(shop, 'GET', '/api/admin/products/two-post-lift/history', owner.cookie)).json(),
    );
    expect(history.changes).toHaveLength(1);
    expect(history.changes[0]).toMatchObject({
      action: 'import',
      actorEmail: owner.email,
      changes: { price: { from: 1_500_000, to: 1_650_000 } },
    });
    const added = await product('hydraulic-press-20-ton');
    expect(added).toMatchObject({
      name: 'Hydraulic Press 20 Ton',
      brand: 'Werther',
      price: 850_000,
      stockCount: 0,
      category: ['garagetools', 'lubebay'],
      imagePublicId: picture,
      images: [picture],
      rating: 5,
      reviews: 0,
      isActive: true,
      lowStockThreshold: 2,
    });
    const addedHistory = productHistoryResponseSchema.parse(
      (await send(shop, 'GET', '/api/admin/products/hydraulic-press-20-ton/history', owner.cookie)).json(),
    );
    expect(addedHistory.changes.map((change) => change.action)).toEqual(['import']);
    // The shop's in-memory catalogue was dropped: the new price and product show at once.
    const listed = productListResponseSchema.parse((await get(shop, '/api/products?limit=100')).json());
    expect(listed.products.find((entry) => entry.id === 'two-post-lift')?.price).toBe(1_650_000);
    expect(listed.products.some((entry) => entry.id === 'hydraulic-press-20-ton')).toBe(true);

    // Applying it again: nothing left to change.
    const again = await preview(file);
    expect(again.counts).toEqual({ add: 0, update: 0, unchanged: 3, error: 0, stock: 0, conflict: 0 });
  });

  it('answers 409 when the catalogue changed between the preview and the apply, and writes nothing', async () => {
    const file = csvFile([
      ['ID', 'Price'],
      ['two-post-lift', 1_700_000],
    ]);
    const plan = await preview(file);
    expect(plan.counts.update).toBe(1);
    const edited = await send(shop, 'PATCH', '/api/products/two-post-lift', owner.cookie, {
      price: 1_800_000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const before = await rowCounts();
    const response = await applyImport(shop, owner.cookie, file, plan.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: IMPORT_MESSAGES.changed });
    expect((await product('two-post-lift')).price).toBe(1_800_000);
    expect(await rowCounts()).toEqual(before);
    // Without a token: previewing comes first.
    const untokened = await applyImport(shop, owner.cookie, file, '');
    expect(untokened.statusCode).toBe(400);
    expect(untokened.json().message).toBe(IMPORT_MESSAGES.noToken);
  });

  it('imports stock only when the file has a Stock column', async () => {
    const file = csvFile([
      ['id', ' stock ', 'LOW STOCK THRESHOLD'],
      ['two-post-lift', 0, 3],
    ]);
    const plan = await preview(file);
    expect(plan.hasStockColumn).toBe(true);
    expect(plan.rows[0]).toMatchObject({
      kind: 'update',
      changes: {
        stockCount: { from: 4, to: 0 },
        inStock: { from: true, to: false },
        lowStockThreshold: { from: 2, to: 3 },
      },
    });
    const response = await applyImport(shop, owner.cookie, file, plan.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(await product('two-post-lift')).toMatchObject({
      stockCount: 0,
      inStock: false,
      lowStockThreshold: 3,
    });
  });

  it('reads .xlsx, a formula cell as its text (never its result)', async () => {
    const file = await xlsxFile([
      ['ID', 'Name', 'Price', 'Featured'],
      ['two-post-lift', 'Two Post Lift', { formula: '1+1' }, 'Yes'],
      ['old-scanner', { formula: 'UPPER("x")' }, 250_000.5, 'no'],
      ['formula-press', '=HYPERLINK("http://evil.example","Click")', 12_500, 'maybe'],
    ]);
    const plan = await preview(file, 'products.xlsx');
    expect(plan.format).toBe('xlsx');
    expect(plan.rows).toEqual([
      {
        kind: 'error',
        row: 2,
        name: 'Two Post Lift',
        errors: [{ column: 'Price', message: 'Price must be a number' }],
      },
      {
        kind: 'update',
        row: 3,
        id: 'old-scanner',
        name: 'old SCANNER',
        changes: { name: { from: 'old SCANNER', to: '=UPPER("x")' } },
      },
      {
        kind: 'error',
        row: 4,
        name: '=HYPERLINK("http://evil.example","Click")',
        errors: [{ column: 'Featured', message: 'Featured must be Yes or No' }],
      },
    ]);
  });

  it('an exported file imported again changes nothing (escaped cells read back as written)', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const exported = await get(shop, `/api/admin/products/export?format=${format}`, owner.cookie);
      const plan = await preview(exported.rawPayload, `products.${format}`);
      expect(plan.counts, format).toEqual({
        add: 0,
        update: 0,
        unchanged: 4,
        error: 0,
        stock: 0,
        conflict: 0,
      });
      expect(plan.readOnlyColumns).toEqual([
        'In stock',
        'Rating',
        'Reviews',
        'Main image URL',
        'Created',
        'Updated',
      ]);
      expect(plan.unknownColumns).toEqual([]);
    }
  });

  it('refuses a file it cannot read, too many rows, a wrong type or no file with a clear 400, and changes nothing', async () => {
    const before = await rowCounts();
    const refused = async (data: Buffer, filename: string, message: string, status = 400) => {
      const response = await previewImport(shop, owner.cookie, data, filename);
      expect(response.statusCode, filename).toBe(status);
      expect(response.json().message, filename).toBe(message);
      const applied = await applyImport(shop, owner.cookie, data, 'token', filename);
      expect(applied.statusCode, filename).toBe(status);
    };
    const tooMany = csvFile([['Name', 'Price'], ...Array.from({ length: 10_001 }, (_, i) => [`P ${i}`, 1])]);
    await refused(tooMany, 'big.csv', IMPORT_MESSAGES.tooManyRows);
    await refused(await testJpeg(), 'photo.csv', IMPORT_MESSAGES.wrongType);
    await refused(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]), 'old.xls', IMPORT_MESSAGES.wrongType);
    await refused(
      Buffer.from('PK\u0003\u0004 this is not a workbook'),
      'broken.xlsx',
      IMPORT_MESSAGES.unreadable,
    );
    await refused(Buffer.from('Name,Price\n"Unclosed,1\n'), 'broken.csv', IMPORT_MESSAGES.unreadable);
    await refused(Buffer.from('Name,Price\n'), 'empty.csv', IMPORT_MESSAGES.empty);
    await refused(Buffer.from('Colour,Price\nRed,1\n'), 'nokey.csv', IMPORT_MESSAGES.noKeyColumn);
    await refused(Buffer.alloc(5 * 1024 * 1024 + 10, 'a'), 'huge.csv', IMPORT_MESSAGES.tooLarge, 413);
    const notMultipart = await send(shop, 'POST', '/api/admin/products/import/preview', owner.cookie, {
      file: 'x',
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(await rowCounts()).toEqual(before);
  });

  it('lets owners import anything and storekeepers stock only: a visitor 401, a customer and sales 403, nothing written', async () => {
    const before = await rowCounts();
    const file = csvFile([HEADER, ...goodRows()]);
    const plan = await preview(file);
    for (const [who, cookie, status] of [
      ['visitor', undefined, 401],
      ['customer', customer.cookie, 403],
      ['sales', sales.cookie, 403],
    ] as const) {
      expect((await previewImport(shop, cookie, file)).statusCode, who).toBe(status);
      expect((await applyImport(shop, cookie, file, plan.token)).statusCode, who).toBe(status);
    }
    // A storekeeper's preview refuses every row that changes more than stock (catalog-import-stock tests).
    const keepers = await previewImport(shop, storekeeper.cookie, file);
    expect(keepers.statusCode).toBe(200);
    expect(importPreviewSchema.parse(keepers.json()).counts).toMatchObject({ add: 0, update: 0, error: 1 });
    const applied = await applyImport(shop, storekeeper.cookie, file, plan.token);
    expect(applied.statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });
});
