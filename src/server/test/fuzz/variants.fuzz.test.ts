import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponseSchema } from '../../../shared/admin-catalogue';
import { createUser, type SignedIn } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { productInput, send } from '../catalog-admin';
import { testJpeg, upload } from '../images';
import { bodies, pathSegment } from './arbitraries';
import { CLEAN, fuzzRoute, injectBody, printReport, rowDelta, verdict, type FuzzRoute } from './harness';
import type { ShopState } from '../state';

/** Issue 27 (decision 052): the product writes with options and variants, fuzzed. */

let shop: TestApp;
let admin: SignedIn;
let imagePublicId: string;
const LIFT_ID = 'fuzz-variant-lift';

const OPTIONS = [
  { name: 'Capacity', values: ['4 t', '5 t'] },
  { name: 'Voltage', values: ['220 V', '380 V'] },
];

const sku = fc.stringMatching(/^[A-Z0-9]{3,8}$/);

/** A valid variant list: one to three of the four combinations, each with its own SKU. */
const variants = fc
  .record({
    prefix: sku,
    combinations: fc.subarray(
      [
        ['4 t', '220 V'],
        ['4 t', '380 V'],
        ['5 t', '220 V'],
        ['5 t', '380 V'],
      ],
      { minLength: 1 },
    ),
    price: fc.constantFrom(1_000, 2_500_000, 99.99),
    stockCount: fc.integer({ min: 0, max: 20 }),
    isActive: fc.boolean(),
  })
  .map(({ prefix, combinations, price, stockCount, isActive }) =>
    combinations.map(([capacity, voltage], index) => ({
      sku: `${prefix}-${index}`,
      options: { Capacity: capacity!, Voltage: voltage! },
      price: price + index,
      originalPrice: index === 0 ? null : price * 2,
      stockCount,
      installationFee: index === 1 ? 5_000 : undefined,
      isActive: index === 0 ? true : isActive,
    })),
  );

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
  const stored = await upload(shop, { data: await testJpeg(64, 48) }, admin.cookie);
  imagePublicId = stored.json().public_id;
  const created = await send(
    shop,
    'POST',
    '/api/products',
    admin.cookie,
    productInput(imagePublicId, {
      name: 'Fuzz Variant Lift',
      options: OPTIONS,
      variants: [{ sku: 'FVL-1', options: { Capacity: '4 t', Voltage: '220 V' }, price: 1, stockCount: 1 }],
    }),
  );
  expect(productResponseSchema.parse(created.json()).product.id).toBe(LIFT_ID);
});
afterAll(async () => shop?.close());

async function run<T>(route: FuzzRoute<T>) {
  const report = await fuzzRoute(shop, route);
  printReport(report);
  expect(verdict(report)).toEqual(CLEAN);
}

const TABLES = ['products', 'product_changes', 'product_variants'] as const;

describe('fuzz: product writes with variants', () => {
  it('POST /api/products with options and variants', async () => {
    const valid = variants.map((list) =>
      productInput(imagePublicId, { name: 'Fuzz Lift', options: OPTIONS, variants: list }),
    );
    await run({
      name: 'POST /api/products (variants)',
      cases: bodies(valid),
      send: (body) => injectBody(shop, 'POST', '/api/products', body, admin.cookie),
      touches: TABLES,
      success: productResponseSchema,
      acceptedChange: (before: ShopState, after: ShopState, body) =>
        rowDelta(before, after, 'products') === 1 &&
        rowDelta(before, after, 'product_changes') === 1 &&
        rowDelta(before, after, 'product_variants') ===
          productResponseSchema.parse(body).product.variants.length
          ? null
          : 'an accepted product did not add one product, one history record and its variants',
    });
  });

  it("PATCH /api/products/:id/stock with a variant's SKU", async () => {
    const valid = fc.record(
      { stockCount: fc.integer({ min: 0, max: 20 }), sku: fc.constantFrom('FVL-1', 'fvl-1', 'NOPE-1') },
      { requiredKeys: ['stockCount'] },
    );
    await run({
      name: 'PATCH /api/products/:id/stock (variant)',
      cases: fc.tuple(pathSegment([LIFT_ID]), bodies(valid)),
      send: ([id, body]) => injectBody(shop, 'PATCH', `/api/products/${id}/stock`, body, admin.cookie),
      touches: TABLES,
      success: productResponseSchema,
      acceptedChange: (before: ShopState, after: ShopState) => {
        if (rowDelta(before, after, 'products') !== 0) return 'a stock edit added or removed products';
        if (rowDelta(before, after, 'product_variants') !== 0)
          return 'a stock edit added or removed variants';
        const history = rowDelta(before, after, 'product_changes');
        return history === 0 || history === 1 ? null : `a stock edit added ${history} history records`;
      },
    });
  });

  it('PATCH /api/products/:id with options and variants', async () => {
    const valid = fc.record(
      { options: fc.constant(OPTIONS), variants, name: fc.constantFrom('Fuzz Variant Lift', 'Lift 2') },
      { requiredKeys: ['variants'] },
    );
    await run({
      name: 'PATCH /api/products/:id (variants)',
      cases: fc.tuple(pathSegment([LIFT_ID]), bodies(valid)),
      send: ([id, body]) => injectBody(shop, 'PATCH', `/api/products/${id}`, body, admin.cookie),
      touches: TABLES,
      success: productResponseSchema,
      acceptedChange: (before: ShopState, after: ShopState) => {
        if (rowDelta(before, after, 'products') !== 0) return 'an edit added or removed products';
        const history = rowDelta(before, after, 'product_changes');
        return history === 0 || history === 1 ? null : `an edit added ${history} history records`;
      },
    });
  });
});
