import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponseSchema } from '../../../shared/product';
import {
  DEFAULT_SEARCH_WORDS,
  searchWordsResponseSchema,
  SEARCH_WORDS_LIMITS,
} from '../../../shared/search-words';
import { activityResponseSchema } from '../../../shared/staff-forms';
import { readCatalogueVersion } from '../../db/catalogue-version';
import { createUser, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { namedUser } from '../../test/orders';

const URL = '/api/admin/settings/search-words';
let shop: TestApp;
let owner: SignedIn;
let sales: SignedIn;
let storekeeper: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await namedUser(shop, 'admin', 'Bola Owner');
  sales = await namedUser(shop, 'admin', 'Sade Sales');
  await setUserFields(shop, sales.email, { staffLevel: 'sales' });
  storekeeper = await namedUser(shop, 'admin', 'Kunle Store');
  await setUserFields(shop, storekeeper.email, { staffLevel: 'storekeeper' });
  customer = await createUser(shop, 'verified');
  await insertProducts(shop.database.handle.db, [
    { id: 'two-post-lift', name: 'Two Post Lift', price: 2_500_000, ageHours: 1, category: ['garagetools'] },
    { id: 'trolley-jack', name: 'Trolley Jack', price: 180_000, ageHours: 2, category: ['garagetools'] },
    {
      id: 'scanner',
      name: 'Full System Scanner',
      price: 900_000,
      ageHours: 3,
      category: ['diagnostictools'],
    },
  ]);
});
afterAll(async () => shop?.close());

const put = (body: unknown, cookie: string | undefined = owner.cookie) =>
  send(shop, 'PUT', URL, cookie, body);

async function searched(q: string): Promise<string[]> {
  const response = await send(shop, 'GET', `/api/products?q=${encodeURIComponent(q)}`, undefined);
  expect(response.statusCode).toBe(200);
  return productListResponseSchema.parse(response.json()).products.map((product) => product.id);
}

async function current() {
  const response = await send(shop, 'GET', URL, owner.cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return searchWordsResponseSchema.parse(response.json());
}

describe('search words', () => {
  it('answers the defaults until the owner saves, and the search already uses them', async () => {
    expect(await current()).toEqual({ groups: DEFAULT_SEARCH_WORDS, updatedAt: null, updatedBy: null });
    expect((await searched('car hoist'))[0]).toBe('two-post-lift');
    expect((await searched('diagnostic machine'))[0]).toBe('scanner');
  });

  it('is for the owner only: visitors 401, customers, sales and storekeepers 403', async () => {
    for (const [cookie, status] of [
      [undefined, 401],
      [customer.cookie, 403],
      [sales.cookie, 403],
      [storekeeper.cookie, 403],
    ] as const) {
      expect((await send(shop, 'GET', URL, cookie)).statusCode).toBe(status);
      const response = await send(shop, 'PUT', URL, cookie, { groups: [['lift', 'ramp']] });
      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await current()).updatedAt).toBeNull();
  });

  it.each([
    ['Line 1: a group needs at least two words or phrases', { groups: [['lift']] }],
    [
      'Line 2: "hoist" is already on line 1',
      {
        groups: [
          ['lift', 'hoist'],
          ['jack', 'hoist'],
        ],
      },
    ],
    ['Line 1: "Lift" is listed twice', { groups: [['lift', 'Lift ']] }],
    ['Line 1: "!!!" has no letter or digit', { groups: [['lift', '!!!']] }],
    [
      'is longer than 60 characters',
      { groups: [['lift', 'x'.repeat(SEARCH_WORDS_LIMITS.phraseLength + 1)]] },
    ],
    ['has more than 5 words', { groups: [['lift', 'a b c d e f']] }],
    [
      'at most 200 groups',
      { groups: Array.from({ length: SEARCH_WORDS_LIMITS.groups + 1 }, (_, i) => [`a${i}`, `b${i}`]) },
    ],
    ['Send the search words as groups of words', { groups: 'lift, hoist' }],
    ['', { groups: [['lift', 'hoist']], extra: 1 }],
  ])('refuses a bad list with 400 and a clear message ("%s"), changing nothing', async (message, body) => {
    const response = await put(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().message).toContain(message);
    expect((await current()).updatedAt).toBeNull();
  });

  it("applies the owner's save to the search at once, and writes it in the activity feed", async () => {
    expect(await searched('ramp')).toEqual([]);
    const version = await readCatalogueVersion(shop.database.handle.db);
    const groups = [
      ...DEFAULT_SEARCH_WORDS.filter((group) => group[0] !== 'lift'),
      ['lift', 'hoist', ' ramp '],
    ];
    const response = await put({ groups });
    expect(response.statusCode).toBe(200);
    const saved = searchWordsResponseSchema.parse(response.json());
    expect(saved.groups.at(-1)).toEqual(['lift', 'hoist', 'ramp']);
    expect(saved).toMatchObject({ updatedBy: 'Bola Owner', updatedAt: expect.any(String) });
    expect(await current()).toEqual(saved);
    expect((await searched('ramp'))[0]).toBe('two-post-lift');
    // The catalogue's version moved: every other process rebuilds its search (decision 028's backstop).
    expect(await readCatalogueVersion(shop.database.handle.db)).toBeGreaterThan(version);
    // The old "car lift" group is gone: "car hoist" is now only its words.
    expect(await searched('car hoist')).toEqual(['two-post-lift']);

    const feed = await send(shop, 'GET', '/api/admin/activity?limit=5', owner.cookie);
    const entry = activityResponseSchema
      .parse(feed.json())
      .entries.find((row) => row.subject === 'Search words');
    expect(entry).toMatchObject({ kind: 'settings', actorName: 'Bola Owner' });
    expect(entry?.changes.searchWordsAdded?.to).toBe('lift, hoist, ramp');
    expect(String(entry?.changes.searchWordsRemoved?.from)).toContain('lift, hoist, car lift');
  });

  it('takes an empty list: no groups, the words mean only themselves', async () => {
    expect((await put({ groups: [] })).statusCode).toBe(200);
    expect(await searched('ramp')).toEqual([]);
    expect((await current()).groups).toEqual([]);
  });
});
