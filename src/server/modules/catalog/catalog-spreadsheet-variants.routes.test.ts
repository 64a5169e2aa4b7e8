import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponseSchema, uploadResponseSchema } from '../../../shared/admin-catalogue';
import type { Product, ProductInput } from '../../../shared/product';
import {
  importPreviewSchema,
  importResultSchema,
  PRODUCT_COLUMNS,
  type ImportPreview,
} from '../../../shared/spreadsheet';
import { createUser, get, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { productInput, send } from '../../test/catalog-admin';
import { testJpeg, upload } from '../../test/images';
import {
  applyImport,
  csvFile,
  previewImport,
  readCsv,
  xlsxFile,
  type TestCell,
} from '../../test/spreadsheets';

// Decision 052, part 4: a product with variants is one row per variant in the catalogue's sheet.

let shop: TestApp;
let owner: SignedIn;
let storekeeper: SignedIn;
let picture: string;

const OPTIONS = [
  { name: 'Capacity', values: ['4 t', '5 t'] },
  { name: 'Voltage', values: ['220 V', '380 V'] },
];

function liftInput(): ProductInput {
  return productInput(picture, {
    name: 'Variant Two Post Lift',
    brand: 'Launch',
    options: OPTIONS,
    variants: [
      { sku: 'VL-4T-220', options: { Capacity: '4 t', Voltage: '220 V' }, price: 2_400_000, stockCount: 3 },
      {
        sku: 'VL-5T-380',
        options: { Capacity: '5 t', Voltage: '380 V' },
        price: 2_900_000,
        originalPrice: 3_100_000,
        installationFee: 150_000,
        stockCount: 2,
      },
    ],
  });
}

async function adminProduct(id: string): Promise<Product> {
  const response = await send(shop, 'GET', `/api/admin/products/${id}`, owner.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return productResponseSchema.parse(response.json()).product;
}

async function preview(
  file: Buffer,
  filename = 'products.csv',
  cookie = owner.cookie,
): Promise<ImportPreview> {
  const response = await previewImport(shop, cookie, file, filename);
  expect(response.statusCode, response.body).toBe(200);
  return importPreviewSchema.parse(response.json());
}

async function apply(file: Buffer, filename = 'products.csv', cookie = owner.cookie) {
  const { token } = await preview(file, filename, cookie);
  const response = await applyImport(shop, cookie, file, token, filename);
  expect(response.statusCode, response.body).toBe(200);
  return importResultSchema.parse(response.json());
}

async function exportedCsv(): Promise<string[][]> {
  const response = await get(shop, '/api/admin/products/export?format=csv', owner.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return readCsv(response.body);
}

let lift: Product;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
  storekeeper = await createUser(shop, 'admin');
  await setUserFields(shop, storekeeper.email, { staffLevel: 'storekeeper' });
  picture = uploadResponseSchema.parse(
    (await upload(shop, { data: await testJpeg() }, owner.cookie)).json(),
  ).public_id;
  const simple = await send(shop, 'POST', '/api/products', owner.cookie, productInput(picture));
  expect(simple.statusCode, simple.body).toBe(201);
  const created = await send(shop, 'POST', '/api/products', owner.cookie, liftInput());
  expect(created.statusCode, created.body).toBe(201);
  lift = productResponseSchema.parse(created.json()).product;
}, 120_000);
afterAll(async () => shop?.close());

describe('the catalogue sheet with variants', () => {
  it('exports one row per variant, with SKU and a column per option; a simple product leaves them empty', async () => {
    const [header, ...rows] = await exportedCsv();
    const labels = PRODUCT_COLUMNS.map((column) => column.label as string);
    expect(header).toEqual([
      ...labels.slice(0, 3),
      'Option: Capacity',
      'Option: Voltage',
      ...labels.slice(3),
    ]);
    const cell = (row: string[], label: string) => row[header!.indexOf(label)];
    expect(
      rows.map((row) => [
        row[0],
        cell(row, 'SKU'),
        cell(row, 'Option: Capacity'),
        cell(row, 'Option: Voltage'),
      ]),
    ).toEqual([
      [lift.id, 'VL-4T-220', '4 t', '220 V'],
      [lift.id, 'VL-5T-380', '5 t', '380 V'],
      ['hydraulic-press-20-ton', '', '', ''],
    ]);
    const [small, large] = rows;
    expect([cell(small!, 'Price'), cell(small!, 'Stock'), cell(small!, 'Original price')]).toEqual([
      '2400000',
      '3',
      '',
    ]);
    expect([cell(large!, 'Price'), cell(large!, 'Original price'), cell(large!, 'Installation fee')]).toEqual(
      ['2900000', '3100000', '150000'],
    );
    // The product's columns are repeated on each of its rows.
    expect(cell(small!, 'Brand')).toBe('Launch');
    expect(cell(large!, 'Brand')).toBe('Launch');
  });

  it('imports the unchanged export with 0 changes, as CSV and as .xlsx', async () => {
    const csv = await get(shop, '/api/admin/products/export?format=csv', owner.cookie);
    const fromCsv = await preview(csv.rawPayload);
    expect(fromCsv.counts).toMatchObject({ add: 0, update: 0, error: 0, unchanged: 2, stock: 0 });
    const xlsx = await get(shop, '/api/admin/products/export?format=xlsx', owner.cookie);
    const fromXlsx = await preview(xlsx.rawPayload, 'products.xlsx');
    expect(fromXlsx.counts).toMatchObject({ add: 0, update: 0, error: 0, unchanged: 2, stock: 0 });
    expect(await apply(xlsx.rawPayload, 'products.xlsx')).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 2,
    });
  });

  it('previews and applies variant rows: a price, a stock, a new variant and a removed one, with the summary', async () => {
    const [header, ...rows] = await exportedCsv();
    const at = (label: string) => header!.indexOf(label);
    const liftRows = rows.filter((row) => row[0] === lift.id);
    const [small, large] = liftRows as [string[], string[]];
    small[at('Price')] = '2,300,000';
    large[at('Stock')] = '7';
    // A new variant, and VL-4T-220 stays while VL-5T-380... stays too; a third row adds 5 t / 220 V.
    const added = [...large];
    added[at('SKU')] = 'VL-5T-220';
    added[at('Option: Voltage')] = '220 V';
    added[at('Price')] = '2800000';
    added[at('Original price')] = '';
    added[at('Stock')] = '4';
    const file = csvFile([header!, small, large, added]);
    const planned = await preview(file);
    expect(planned.counts).toMatchObject({ add: 0, update: 1, error: 0 });
    const row = planned.rows.find((entry) => entry.kind === 'update');
    expect(row?.kind === 'update' && row.changes).toEqual({
      'price (VL-4T-220)': { from: 2_400_000, to: 2_300_000 },
      'stockCount (VL-5T-380)': { from: 2, to: 7 },
      'variant added (VL-5T-220)': { from: null, to: 'Capacity: 5 t · Voltage: 220 V' },
    });
    expect(await apply(file)).toMatchObject({ added: 0, updated: 1 });
    const after = await adminProduct(lift.id);
    expect(after.variants.map((variant) => [variant.sku, variant.price, variant.stockCount])).toEqual([
      ['VL-4T-220', 2_300_000, 3],
      ['VL-5T-380', 2_900_000, 7],
      ['VL-5T-220', 2_800_000, 4],
    ]);
    // The kept variants keep their ids; the row is the summary: lowest price, stock summed.
    expect(after.variants[0]!.id).toBe(lift.variants[0]!.id);
    expect([after.price, after.stockCount, after.inStock]).toEqual([2_300_000, 14, true]);
    expect(after.options).toEqual(OPTIONS);

    // Leaving a variant's row out removes it.
    const fewer = csvFile([header!, small]);
    const removal = await preview(fewer);
    const removed = removal.rows.find((entry) => entry.kind === 'update');
    expect(removed?.kind === 'update' && Object.keys(removed.changes)).toEqual([
      'variant removed (VL-5T-380)',
      'variant removed (VL-5T-220)',
    ]);
  });

  it('adds a product from its variant rows, its options built from the option columns', async () => {
    const header = [
      'Name',
      'SKU',
      'Option: Kit',
      'Brand',
      'Price',
      'Stock',
      'Categories',
      'Description',
      'Images',
    ];
    const base = [
      'Kit Scanner',
      '',
      '',
      'Thinkcar',
      0,
      0,
      'Diagnostic Tools',
      'A scanner in two kits.',
      picture,
    ];
    const row = (sku: string, kit: string, price: number, stock: number): TestCell[] => {
      const cells: TestCell[] = [...base];
      cells[1] = sku;
      cells[2] = kit;
      cells[4] = price;
      cells[5] = stock;
      return cells;
    };
    const file = await xlsxFile([
      header,
      row('KS-BASIC', 'Basic', 450_000, 5),
      row('KS-PRO', 'Pro', 690_000, 0),
    ]);
    const planned = await preview(file, 'products.xlsx');
    expect(planned.rows).toMatchObject([{ kind: 'add', name: 'Kit Scanner', price: 450_000, stockCount: 5 }]);
    expect(await apply(file, 'products.xlsx')).toMatchObject({ added: 1, updated: 0 });
    const made = await adminProduct('kit-scanner');
    expect(made.options).toEqual([{ name: 'Kit', values: ['Basic', 'Pro'] }]);
    expect(
      made.variants.map((variant) => [variant.sku, variant.options, variant.price, variant.stockCount]),
    ).toEqual([
      ['KS-BASIC', { Kit: 'Basic' }, 450_000, 5],
      ['KS-PRO', { Kit: 'Pro' }, 690_000, 0],
    ]);
    expect([made.price, made.stockCount, made.inStock]).toEqual([450_000, 5, true]);
  });

  it('refuses a SKU another product uses, rows of one product that differ, and a row without SKU that reprices it', async () => {
    const header = ['ID', 'Name', 'SKU', 'Option: Kit', 'Brand', 'Price', 'Stock'];
    const taken = await preview(
      csvFile([header, ['kit-scanner', 'Kit Scanner', 'VL-4T-220', 'Basic', 'Thinkcar', 450_000, 5]]),
    );
    expect(taken.rows).toMatchObject([
      {
        kind: 'error',
        errors: [{ column: 'SKU', message: 'Row 2: The SKU VL-4T-220 is already used by another product' }],
      },
    ]);
    const differing = await preview(
      csvFile([
        header,
        ['kit-scanner', 'Kit Scanner', 'KS-BASIC', 'Basic', 'Thinkcar', 450_000, 5],
        ['kit-scanner', 'Kit Scanner', 'KS-PRO', 'Pro', 'Launch', 690_000, 0],
      ]),
    );
    expect(differing.rows).toMatchObject([{ kind: 'error', errors: [{ column: 'Brand' }] }]);
    const plain = await preview(
      csvFile([
        ['ID', 'Price'],
        ['kit-scanner', 1],
      ]),
    );
    expect(plain.rows).toMatchObject([{ kind: 'error', errors: [{ column: 'Price' }] }]);
    const unknownValue = await preview(
      csvFile([header, ['kit-scanner', 'Kit Scanner', 'KS-BASIC', '', 'Thinkcar', 450_000, 5]]),
    );
    expect(unknownValue.counts.error).toBe(1);
  });

  it("lets a storekeeper change a variant's stock, not its price or its list", async () => {
    const stockOnly = csvFile([
      ['ID', 'SKU', 'Option: Kit', 'Stock'],
      ['kit-scanner', 'KS-BASIC', 'Basic', 9],
      ['kit-scanner', 'KS-PRO', 'Pro', 1],
    ]);
    expect(await apply(stockOnly, 'products.csv', storekeeper.cookie)).toMatchObject({ updated: 1 });
    expect((await adminProduct('kit-scanner')).variants.map((variant) => variant.stockCount)).toEqual([9, 1]);
    const repriced = await preview(
      csvFile([
        ['ID', 'SKU', 'Option: Kit', 'Price'],
        ['kit-scanner', 'KS-BASIC', 'Basic', 1],
      ]),
      'products.csv',
      storekeeper.cookie,
    );
    expect(repriced.rows).toMatchObject([
      {
        kind: 'error',
        errors: [{ column: 'Price' }, { column: 'SKU' }],
      },
    ]);
  });

  it("keeps a variant's stock that moved since the export: the file never undoes a sale", async () => {
    const [header, ...rows] = await exportedCsv();
    const at = (label: string) => header!.indexOf(label);
    const kit = rows.filter((row) => row[0] === 'kit-scanner');
    expect(kit.map((row) => row[at('Stock')])).toEqual(['9', '1']);
    // After the export, the last Pro kit is sold (its stock set to 0).
    const sold = await send(shop, 'PATCH', '/api/products/kit-scanner', owner.cookie, {
      variants: [
        { sku: 'KS-BASIC', options: { Kit: 'Basic' }, price: 450_000, stockCount: 9 },
        { sku: 'KS-PRO', options: { Kit: 'Pro' }, price: 690_000, stockCount: 0 },
      ],
    });
    expect(sold.statusCode, sold.body).toBe(200);
    kit[1]![at('Stock')] = '5';
    const file = csvFile([header!, ...kit]);
    expect((await preview(file)).counts).toMatchObject({ update: 0, unchanged: 1, error: 0 });
    await apply(file);
    expect((await adminProduct('kit-scanner')).variants.map((variant) => variant.stockCount)).toEqual([9, 0]);
  });
});
