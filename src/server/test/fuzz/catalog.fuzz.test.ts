import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductListResponseSchema,
  productHistoryResponseSchema,
  productResponseSchema,
} from '../../../shared/admin-catalogue';
import { CATEGORY_IDS, SUB_CATEGORY_IDS } from '../../../shared/categories';
import { SORT_OPTIONS } from '../../../shared/catalogue-options';
import { productListResponseSchema } from '../../../shared/product';
import { createUser, type SignedIn } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { productInput } from '../catalog-admin';
import { insertProducts } from '../fixtures';
import { testJpeg, upload } from '../images';
import { anyJson, bodies, pathSegment, queryString, type Body } from './arbitraries';
import {
  CLEAN,
  fuzzRoute,
  injectBody,
  injectGet,
  othersChanged,
  printReport,
  rowDelta,
  verdict,
  type FuzzRoute,
} from './harness';
import type { ShopState } from '../state';

/** Issue 10: the admin's catalogue writes and searches, and the shop's search, fuzzed. */

let shop: TestApp;
let admin: SignedIn;
let imagePublicId: string;
const PRODUCT_IDS = ['fuzz-lift', 'fuzz-booth', 'fuzz-scanner', 'fuzz-deleted'];

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
  const stored = await upload(shop, { data: await testJpeg(64, 48) }, admin.cookie);
  imagePublicId = stored.json().public_id;
  await insertProducts(shop.database.handle.db, [
    { id: 'fuzz-lift', name: 'Fuzz Lift', price: 2_500_000, stockCount: 6 },
    { id: 'fuzz-booth', name: 'Fuzz Booth', price: 9_000_000, category: ['spraybooth'] },
    { id: 'fuzz-scanner', name: 'Fuzz Scanner', price: 450_000.5, stockCount: 0 },
    { id: 'fuzz-deleted', name: 'Fuzz Deleted', price: 1_000, isActive: false },
  ]);
});
afterAll(async () => shop?.close());

async function run<T>(route: FuzzRoute<T>) {
  const report = await fuzzRoute(shop, route);
  printReport(report);
  expect(verdict(report)).toEqual(CLEAN);
}

const TABLES = ['products', 'product_changes'] as const;

/** An edit of one product: its row changes, at most one history record is added, nothing else. */
function oneProductEdited(before: ShopState, after: ShopState): string | null {
  if (rowDelta(before, after, 'products') !== 0) return 'an edit added or removed products';
  const history = rowDelta(before, after, 'product_changes');
  return history === 0 || history === 1 ? null : `an edit added ${history} history records`;
}

/** A product id in the path, with a body of anything (the route reads none) or none at all. */
const idWithAnyBody = fc.tuple(
  pathSegment(PRODUCT_IDS),
  fc.option(anyJson.map((value) => ({ kind: 'json', value }) as Body)),
);

describe('fuzz: catalogue writes', () => {
  it('POST /api/products', async () => {
    const valid = fc
      .record({
        name: fc.constantFrom('Hydraulic Press 20 Ton', 'Wheel Balancer', 'Tyre Changer'),
        category: fc.constantFrom('garagetools', 'spraybooth', 'diagnostic').map((id) => [id]),
        stockCount: fc.integer({ min: 0, max: 50 }),
      })
      .map((fields) => productInput(imagePublicId, fields));
    await run({
      name: 'POST /api/products',
      cases: bodies(valid, ['rating', 'reviews', 'isActive', 'createdAt', 'id']),
      send: (body) => injectBody(shop, 'POST', '/api/products', body, admin.cookie),
      touches: TABLES,
      success: productResponseSchema,
      acceptedChange: (before, after) =>
        rowDelta(before, after, 'products') === 1 && rowDelta(before, after, 'product_changes') === 1
          ? null
          : 'an accepted product did not add one product and one history record',
    });
  });

  it('PATCH /api/products/:id', async () => {
    const valid = fc.record(
      {
        name: fc.constantFrom('Fuzz Lift Pro', 'Fuzz Booth XL'),
        price: fc.constantFrom(1_000, 2_500_000, 99.99),
        stockCount: fc.integer({ min: 0, max: 20 }),
        features: fc.constantFrom(['Two-speed pump'], [], ['  ', 'Quiet']),
        specifications: fc.constantFrom({ Capacity: '4 t' }, { '': 'x' }),
        category: fc.constantFrom('garagetools', 'spraybooth,others').map((ids) => ids.split(',')),
        featured: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    await run({
      name: 'PATCH /api/products/:id',
      cases: fc.tuple(pathSegment(PRODUCT_IDS), bodies(valid, ['rating', 'isActive'])),
      send: ([id, body]) => injectBody(shop, 'PATCH', `/api/products/${id}`, body, admin.cookie),
      touches: TABLES,
      success: productResponseSchema,
      acceptedChange: oneProductEdited,
    });
  });

  it('PATCH /api/products/:id/stock', async () => {
    const valid = fc.record({ stockCount: fc.integer({ min: 0, max: 20 }) });
    await run({
      name: 'PATCH /api/products/:id/stock',
      cases: fc.tuple(pathSegment(PRODUCT_IDS), bodies(valid)),
      send: ([id, body]) => injectBody(shop, 'PATCH', `/api/products/${id}/stock`, body, admin.cookie),
      touches: TABLES,
      success: productResponseSchema,
      acceptedChange: oneProductEdited,
    });
  });

  it('DELETE /api/products/:id', async () => {
    await run({
      name: 'DELETE /api/products/:id',
      cases: idWithAnyBody,
      send: ([id, body]) =>
        body
          ? injectBody(shop, 'DELETE', `/api/products/${id}`, body, admin.cookie)
          : shop.app.inject({
              method: 'DELETE',
              url: `/api/products/${id}`,
              headers: { origin: shop.config.publicUrl, cookie: admin.cookie },
            }),
      touches: TABLES,
      success: productResponseSchema,
      acceptedChange: oneProductEdited,
    });
  });

  it('POST /api/products/:id/restore', async () => {
    await run({
      name: 'POST /api/products/:id/restore',
      cases: idWithAnyBody,
      send: ([id, body]) =>
        body
          ? injectBody(shop, 'POST', `/api/products/${id}/restore`, body, admin.cookie)
          : shop.app.inject({
              method: 'POST',
              url: `/api/products/${id}/restore`,
              headers: { origin: shop.config.publicUrl, cookie: admin.cookie },
            }),
      touches: TABLES,
      success: productResponseSchema,
      acceptedChange: (before, after) => oneProductEdited(before, after) ?? noOthers(before, after),
    });
  });
});

function noOthers(before: ShopState, after: ShopState): string | null {
  const others = othersChanged(before, after, [...TABLES]);
  return others.length === 0 ? null : `changed ${others.join(', ')}`;
}

describe('fuzz: catalogue searches', () => {
  it('GET /api/admin/products?q=', async () => {
    await run({
      name: 'GET /api/admin/products?q=',
      cases: queryString({
        q: ['lift', 'Fuzz Booth', 'werther'],
        status: ['all', 'active', 'deleted'],
        offset: ['0', '2'],
        limit: ['1', '50', '200'],
      }),
      send: (query) => injectGet(shop, `/api/admin/products?${query}`, admin.cookie),
      touches: TABLES,
      success: adminProductListResponseSchema,
      readOnly: true,
    });
  });

  it('GET /api/products?q=', async () => {
    await run({
      name: 'GET /api/products?q=',
      cases: queryString({
        q: ['lift', 'fuzz scanner'],
        category: [...CATEGORY_IDS],
        subCategory: [...SUB_CATEGORY_IDS],
        minPrice: ['0', '1000'],
        maxPrice: ['30000000', '5000'],
        sort: [...SORT_OPTIONS],
        offset: ['0', '24'],
        limit: ['1', '24', '100'],
      }),
      send: (query) => injectGet(shop, `/api/products?${query}`),
      touches: TABLES,
      success: productListResponseSchema,
      readOnly: true,
    });
  });

  it('GET /api/admin/products/:id/history', async () => {
    await run({
      name: 'GET /api/admin/products/:id/history',
      cases: pathSegment(PRODUCT_IDS),
      send: (id) => injectGet(shop, `/api/admin/products/${id}/history`, admin.cookie),
      touches: TABLES,
      success: productHistoryResponseSchema,
      readOnly: true,
    });
  });
});
