import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productHistoryResponseSchema, productResponseSchema } from '../../../shared/admin-catalogue';
import { productDetailResponseSchema } from '../../../shared/product';
import {
  repriceApplyResponseSchema,
  repricePreviewResponseSchema,
  type RepriceApplyRequest,
  type RepricePreviewRequest,
  type RepricePreviewResponse,
} from '../../../shared/reprice';
import { products as productsTable } from '../../db/schema';
import { createUser, get, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { fixtureRow, type FixtureProduct } from '../../test/fixtures';

let shop: TestApp;
let owner: SignedIn;

const FIXTURES: FixtureProduct[] = [
  { id: 'car-lift', name: 'Two Post Car Lift', brand: 'Launch', price: 1_234_567, originalPrice: 1_500_000 },
  { id: 'scissor-lift', name: 'Scissor Lift', brand: 'Launch', price: 2_450_000 },
  { id: 'press', name: 'Hydraulic Press', brand: 'Werther', price: 380_000, originalPrice: 400_000 },
  {
    id: 'xtool-d7',
    name: 'XTOOL D7 Scanner',
    brand: 'XTOOL',
    price: 380_000,
    category: ['diagnostictools'],
    subCategory: ['xtool'],
  },
  {
    id: 'thinkcar-pro',
    name: 'Thinkcar Pro',
    brand: 'Thinkcar',
    price: 250_000,
    category: ['diagnostictools'],
    subCategory: ['thinkcar'],
  },
  { id: 'oil-drainer', name: 'Oil Drainer', brand: 'Werther', price: 95_000, category: ['lubebay'] },
  { id: 'old-lift', name: 'Old Lift', brand: 'Launch', price: 500_000, isActive: false },
];

/** Fresh prices for every test: each one reprices what it likes. */
async function resetProducts() {
  const db = shop.database.handle.db;
  await db.execute(sql`delete from product_changes`);
  await db.delete(productsTable);
  await db.insert(productsTable).values(FIXTURES.map(fixtureRow));
}

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
});
beforeEach(resetProducts);
afterAll(async () => shop?.close());

const change = { direction: 'raise', by: 'percent', amount: 10, rounding: 1000 } as const;

function preview(body: RepricePreviewRequest) {
  return send(shop, 'POST', '/api/admin/products/reprice/preview', owner.cookie, body);
}

async function previewOk(body: RepricePreviewRequest): Promise<RepricePreviewResponse> {
  const response = await preview(body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return repricePreviewResponseSchema.parse(response.json());
}

/** The apply as the screen sends it: the preview's request and the prices it showed. */
function applyBody(body: RepricePreviewRequest, shown: RepricePreviewResponse): RepriceApplyRequest {
  return {
    ...body,
    expected: shown.products.map((line) => ({
      id: line.id,
      price: line.oldPrice,
      originalPrice: line.oldOriginalPrice,
    })),
  };
}

function apply(body: RepriceApplyRequest) {
  return send(shop, 'POST', '/api/admin/products/reprice', owner.cookie, body);
}

async function previewAndApply(body: RepricePreviewRequest) {
  const shown = await previewOk(body);
  const response = await apply(applyBody(body, shown));
  expect(response.statusCode, response.body).toBe(200);
  return { shown, result: repriceApplyResponseSchema.parse(response.json()) };
}

/** Every product's price and original price, by id, as the admin reads them. */
async function prices(): Promise<Record<string, [number, number | null]>> {
  const rows = await shop.database.handle.db.select().from(productsTable);
  return Object.fromEntries(
    rows.map((row) => [
      row.id,
      [row.priceKobo / 100, row.originalPriceKobo === null ? null : row.originalPriceKobo / 100],
    ]),
  );
}

async function history(id: string) {
  const response = await send(shop, 'GET', `/api/admin/products/${id}/history`, owner.cookie);
  return productHistoryResponseSchema.parse(response.json()).changes;
}

describe('who may reprice', () => {
  it.each([
    ['a visitor', 401, 'UNAUTHORIZED'],
    ['a customer', 403, 'FORBIDDEN'],
    ['a sales admin', 403, 'FORBIDDEN'],
    ['a storekeeper', 403, 'FORBIDDEN'],
  ] as const)('refuses %s (%i) and changes nothing', async (who, status, code) => {
    let cookie: string | undefined;
    if (who !== 'a visitor') {
      const account = await createUser(shop, who === 'a customer' ? 'verified' : 'admin');
      if (who !== 'a customer')
        await setUserFields(shop, account.email, {
          staffLevel: who === 'a sales admin' ? 'sales' : 'storekeeper',
        });
      cookie = account.cookie;
    }
    const before = await prices();
    const body = { ...change, selection: { q: 'lift' } };
    const shown = await previewOk(body);
    // Straight through `send`: a visitor sends no cookie at all.
    for (const response of [
      await send(shop, 'POST', '/api/admin/products/reprice/preview', cookie, body),
      await send(shop, 'POST', '/api/admin/products/reprice', cookie, applyBody(body, shown)),
    ]) {
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect(await prices()).toEqual(before);
    expect(await history('car-lift')).toEqual([]);
  });
});

describe('POST /api/admin/products/reprice/preview', () => {
  it('answers every active product of a category with its old and new prices, and writes nothing', async () => {
    const shown = await previewOk({ ...change, selection: { category: 'garagetools' } });
    expect(shown.count).toBe(3);
    expect(shown.products).toEqual([
      {
        id: 'car-lift',
        name: 'Two Post Car Lift',
        brand: 'Launch',
        oldPrice: 1_234_567,
        newPrice: 1_358_000,
        oldOriginalPrice: 1_500_000,
        newOriginalPrice: 1_500_000,
      },
      {
        id: 'press',
        name: 'Hydraulic Press',
        brand: 'Werther',
        oldPrice: 380_000,
        newPrice: 418_000,
        oldOriginalPrice: 400_000,
        // ₦400,000 is not above ₦418,000 any more: cleared.
        newOriginalPrice: null,
      },
      {
        id: 'scissor-lift',
        name: 'Scissor Lift',
        brand: 'Launch',
        oldPrice: 2_450_000,
        newPrice: 2_695_000,
        oldOriginalPrice: null,
        newOriginalPrice: null,
      },
    ]);
    expect((await prices())['car-lift']).toEqual([1_234_567, 1_500_000]);
    expect(await history('car-lift')).toEqual([]);
  });

  it.each([
    ['a sub-category', { subCategory: 'xtool' }, ['xtool-d7']],
    ['a brand, ignoring case', { brand: 'werther' }, ['oil-drainer', 'press']],
    ['a search of names, brands and ids', { q: 'LIFT' }, ['car-lift', 'scissor-lift']],
    [
      'ticked ids (unknown and deleted ones left out)',
      { ids: ['press', 'oil-drainer', 'old-lift', 'nope'] },
      ['oil-drainer', 'press'],
    ],
    ['criteria that narrow each other', { brand: 'Launch', q: 'scissor' }, ['scissor-lift']],
    ['a category and ticked ids', { category: 'diagnostictools', ids: ['xtool-d7', 'press'] }, ['xtool-d7']],
  ] as const)('selects by %s', async (_how, selection, ids) => {
    const shown = await previewOk({
      ...change,
      selection: { ...selection, ids: 'ids' in selection ? [...selection.ids] : undefined },
    });
    expect(shown.products.map((line) => line.id)).toEqual(ids);
    expect(shown.count).toBe(ids.length);
  });

  it.each([
    // ₦1,234,567 with each change and rounding
    [{ direction: 'raise', by: 'percent', amount: 10, rounding: 100 }, 1_358_000],
    [{ direction: 'raise', by: 'percent', amount: 12.5, rounding: 500 }, 1_389_000],
    [{ direction: 'lower', by: 'percent', amount: 10, rounding: 100 }, 1_111_100],
    [{ direction: 'lower', by: 'percent', amount: 10, rounding: 1000 }, 1_111_000],
    [{ direction: 'raise', by: 'amount', amount: 50_000, rounding: 100 }, 1_284_600],
    [{ direction: 'lower', by: 'amount', amount: 34_567, rounding: 500 }, 1_200_000],
    [{ direction: 'lower', by: 'amount', amount: 250.5, rounding: 1000 }, 1_234_000],
  ] as const)('prices %o exactly', async (how, newPrice) => {
    const shown = await previewOk({ ...how, selection: { ids: ['car-lift'] } });
    expect(shown.products[0]).toMatchObject({ oldPrice: 1_234_567, newPrice });
  });

  it('moves the original price too when asked', async () => {
    const shown = await previewOk({
      ...change,
      includeOriginalPrice: true,
      selection: { category: 'garagetools' },
    });
    expect(shown.products.map((line) => [line.id, line.newPrice, line.newOriginalPrice])).toEqual([
      ['car-lift', 1_358_000, 1_650_000],
      ['press', 418_000, 440_000],
      ['scissor-lift', 2_695_000, null],
    ]);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await previewOk({ ...change, selection: { q: 'no such thing' } })).toEqual({
      products: [],
      count: 0,
    });
  });

  it('refuses a change that would take a price below ₦0, naming the products', async () => {
    const response = await preview({
      direction: 'lower',
      by: 'amount',
      amount: 100_000,
      rounding: 100,
      selection: { brand: 'Werther' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The price would go below ₦0 for Oil Drainer. Lower by less.');
  });

  it('refuses a request without a selection, or with a bad change', async () => {
    for (const body of [
      { ...change, selection: {} },
      { ...change, selection: { q: 'lift' }, rounding: 50 },
      { ...change, selection: { q: 'lift' }, amount: -5 },
      { ...change, selection: { q: 'lift' }, amount: 5000 },
      { ...change, selection: { category: 'nope' } },
    ]) {
      const response = await preview(body as RepricePreviewRequest);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const none = await preview({ ...change, selection: {} });
    expect(none.json().message).toContain(
      'Choose the products: a category, a sub-category, a brand, a search or ticked products.',
    );
  });
});

describe('POST /api/admin/products/reprice', () => {
  it('writes every selected product, one history entry each, and the shop shows the new prices', async () => {
    const body = { ...change, selection: { category: 'garagetools' } } as const;
    const { result } = await previewAndApply(body);
    expect(result).toEqual({ changed: 3, unchanged: 0, message: 'Repriced 3 products.' });
    const after = await prices();
    expect(after['car-lift']).toEqual([1_358_000, 1_500_000]);
    expect(after['press']).toEqual([418_000, null]);
    expect(after['scissor-lift']).toEqual([2_695_000, null]);
    // Outside the selection: untouched.
    expect(after['xtool-d7']).toEqual([380_000, null]);
    expect(after['old-lift']).toEqual([500_000, null]);

    const entries = await history('press');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'reprice',
      actorEmail: owner.email,
      changes: { price: { from: 380_000, to: 418_000 }, originalPrice: { from: 400_000, to: null } },
    });
    expect(Object.keys(entries[0]!.changes).sort()).toEqual(['originalPrice', 'price']);
    expect(await history('car-lift')).toHaveLength(1);
    expect(await history('xtool-d7')).toEqual([]);

    const detail = await get(shop, '/api/products/car-lift');
    expect(productDetailResponseSchema.parse(detail.json()).product.price).toBe(1_358_000);
    const admin = await send(shop, 'GET', '/api/admin/products/car-lift', owner.cookie);
    expect(productResponseSchema.parse(admin.json()).product.price).toBe(1_358_000);
  });

  it('lowers by an amount with the original prices, and counts products already at their new price', async () => {
    const body: RepricePreviewRequest = {
      direction: 'lower',
      by: 'amount',
      amount: 20_000,
      rounding: 1000,
      includeOriginalPrice: true,
      selection: { ids: ['car-lift', 'press', 'xtool-d7'] },
    };
    const { result } = await previewAndApply(body);
    expect(result.changed).toBe(3);
    const after = await prices();
    expect(after['car-lift']).toEqual([1_215_000, 1_480_000]);
    expect(after['press']).toEqual([360_000, 380_000]);
    expect(after['xtool-d7']).toEqual([360_000, null]);

    // ₦95,000 raised by ₦100 is ₦95,100: to the nearest ₦1,000 that is ₦95,000 again.
    const same = await previewAndApply({
      direction: 'raise',
      by: 'amount',
      amount: 100,
      rounding: 1000,
      selection: { ids: ['oil-drainer'] },
    });
    expect(same.result).toEqual({ changed: 0, unchanged: 1, message: 'Repriced 0 products.' });
    expect(await history('oil-drainer')).toEqual([]);
  });

  it('refuses with 409 when a price changed since the preview, and changes nothing', async () => {
    const body = { ...change, selection: { brand: 'Launch' } } as const;
    const shown = await previewOk(body);
    const edit = await send(shop, 'PATCH', '/api/products/scissor-lift', owner.cookie, { price: 2_500_000 });
    expect(edit.statusCode).toBe(200);
    const response = await apply(applyBody(body, shown));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Prices changed since the preview. Preview again.',
      details: { products: ['scissor-lift'] },
    });
    expect((await prices())['car-lift']).toEqual([1_234_567, 1_500_000]);
    expect((await history('car-lift')).length).toBe(0);
  });

  it('refuses with 409 when the selection gained a product since the preview', async () => {
    const body = { ...change, selection: { category: 'lubebay' } } as const;
    const shown = await previewOk(body);
    const moved = await send(shop, 'PATCH', '/api/products/press', owner.cookie, { category: ['lubebay'] });
    expect(moved.statusCode).toBe(200);
    const response = await apply(applyBody(body, shown));
    expect(response.statusCode).toBe(409);
    expect((await prices())['oil-drainer']).toEqual([95_000, null]);
  });

  it('writes nothing when a product of the selection cannot be written (one transaction)', async () => {
    const db = shop.database.handle.db;
    await db.execute(sql`
      create or replace function refuse_scissor_lift() returns trigger language plpgsql as $$
      begin
        if new.id = 'scissor-lift' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger refuse_scissor_lift before update on products
      for each row execute function refuse_scissor_lift()`);
    try {
      const body = { ...change, selection: { brand: 'Launch' } } as const;
      const shown = await previewOk(body);
      const response = await apply(applyBody(body, shown));
      expect(response.statusCode).toBe(500);
      // car-lift comes before scissor-lift: its write is rolled back with the rest.
      expect((await prices())['car-lift']).toEqual([1_234_567, 1_500_000]);
      expect(await history('car-lift')).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger refuse_scissor_lift on products`);
      await db.execute(sql`drop function refuse_scissor_lift`);
    }
  });

  it('refuses the whole apply when one price would go below ₦0, naming the product', async () => {
    const response = await apply({
      direction: 'lower',
      by: 'percent',
      amount: 150,
      rounding: 100,
      selection: { ids: ['press', 'oil-drainer'] },
      expected: [
        { id: 'oil-drainer', price: 95_000, originalPrice: null },
        { id: 'press', price: 380_000, originalPrice: 400_000 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The price would go below ₦0 for Oil Drainer, Hydraulic Press. Lower by less.',
    );
    expect((await prices())['press']).toEqual([380_000, 400_000]);
  });
});
