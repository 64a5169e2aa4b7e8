import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPreviewSchema, importResultSchema } from '../../../shared/spreadsheet';
import { createUser, type SignedIn } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { productInput, send } from '../catalog-admin';
import { testJpeg, upload } from '../images';
import { applyImport, csvFile, previewImport, type TestCell } from '../spreadsheets';
import { CLEAN, fuzzRoute, printReport, verdict } from './harness';

/**
 * Decision 052, part 4: sheets of variant rows (SKU and option columns, made up or near a real product's)
 * previewed, then applied with the preview's token: never a 5xx; a preview changes nothing; an apply
 * that is refused changes nothing (the harness compares the tables before and after).
 */

let shop: TestApp;
let owner: SignedIn;
let picture: string;
const TABLES = ['products', 'product_changes', 'product_variants'] as const;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
  picture = (await upload(shop, { data: await testJpeg() }, owner.cookie)).json().public_id as string;
  const created = await send(
    shop,
    'POST',
    '/api/products',
    owner.cookie,
    productInput(picture, {
      name: 'Fuzz Lift',
      options: [{ name: 'Capacity', values: ['4 t', '5 t'] }],
      variants: [
        { sku: 'FZ-4T', options: { Capacity: '4 t' }, price: 1_000_000, stockCount: 2 },
        { sku: 'FZ-5T', options: { Capacity: '5 t' }, price: 1_200_000, stockCount: 1 },
      ],
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(async () => shop?.close());

const HEADER = [
  'ID',
  'Name',
  'SKU',
  'Option: Capacity',
  'Option: Voltage',
  'Brand',
  'Price',
  'Stock',
  'Categories',
  'Description',
  'Images',
];

const cell: fc.Arbitrary<TestCell> = fc.oneof(
  fc.constantFrom(
    '',
    'fuzz-lift',
    'Fuzz Lift',
    'FZ-4T',
    'fz-5t',
    'FZ-NEW',
    '4 t',
    '5 t',
    '220 V',
    '=1+1',
    '-1',
  ),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 3_000_000 }),
  fc.double({ noNaN: true }),
);

/** Rows of the lift or of a new product, each cell sometimes replaced by anything. */
const sheet: fc.Arbitrary<TestCell[][]> = fc
  .array(
    fc.record({
      product: fc.constantFrom<TestCell[]>(['fuzz-lift', 'Fuzz Lift'], ['', 'Fuzz Scanner']),
      sku: fc.constantFrom('FZ-4T', 'FZ-5T', 'FZ-NEW', 'fz-4t', ''),
      capacity: fc.constantFrom('4 t', '5 t', '6 t', ''),
      voltage: fc.constantFrom('', '', '220 V'),
      price: fc.oneof(fc.integer({ min: 0, max: 3_000_000 }), cell),
      stock: fc.oneof(fc.integer({ min: 0, max: 9 }), cell),
      // Most rows as a seller writes them; some with a cell replaced by anything.
      noise: fc.oneof(
        { arbitrary: fc.constant([]), weight: 3 },
        {
          arbitrary: fc.array(fc.tuple(fc.integer({ min: 0, max: HEADER.length - 1 }), cell), {
            maxLength: 2,
          }),
          weight: 1,
        },
      ),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((rows) =>
    rows.map(({ product, sku, capacity, voltage, price, stock, noise }) => {
      const row: TestCell[] = [
        ...product,
        sku,
        capacity,
        voltage,
        'Launch',
        price,
        stock,
        'Garage Tools',
        'A lift.',
        picture,
      ];
      for (const [at, value] of noise) row[at] = value;
      return row;
    }),
  );

describe('fuzz: variant sheets', () => {
  it('POST /api/admin/products/import/preview and /import with variant rows', async () => {
    const preview = await fuzzRoute(shop, {
      name: 'POST /api/admin/products/import/preview (variant rows)',
      cases: sheet,
      send: (rows) => previewImport(shop, owner.cookie, csvFile([HEADER, ...rows])),
      touches: TABLES,
      success: importPreviewSchema,
      readOnly: true,
    });
    printReport(preview);
    expect(verdict(preview)).toEqual(CLEAN);

    const apply = await fuzzRoute(shop, {
      name: 'POST /api/admin/products/import (variant rows)',
      cases: sheet,
      send: async (rows) => {
        const file = csvFile([HEADER, ...rows]);
        const planned = await previewImport(shop, owner.cookie, file);
        const token = planned.statusCode === 200 ? (planned.json() as { token: string }).token : 'none';
        return applyImport(shop, owner.cookie, file, token);
      },
      touches: TABLES,
      success: importResultSchema,
      // Applied as previewed: what it writes is the plan; the harness checks refusals change nothing.
      acceptedChange: () => null,
    });
    printReport(apply);
    expect(verdict(apply)).toEqual(CLEAN);
  });
});
