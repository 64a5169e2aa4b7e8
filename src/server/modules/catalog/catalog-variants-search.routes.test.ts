import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '../../../shared/admin-catalogue';
import { productListResponseSchema, type ProductInput } from '../../../shared/product';
import { suggestionsResponseSchema } from '../../../shared/search';
import { createUser, get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { productInput, send } from '../../test/catalog-admin';
import { testJpeg, upload } from '../../test/images';

// Decision 052, part 4: the shop's list and suggestions find, rank and filter products by their variants.

let shop: TestApp;
let owner: SignedIn;

async function create(input: ProductInput): Promise<string> {
  const response = await send(shop, 'POST', '/api/products', owner.cookie, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product.id as string;
}

let lift: string;
let plainLift: string;
let compressor: string;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
  const picture = uploadResponseSchema.parse(
    (await upload(shop, { data: await testJpeg() }, owner.cookie)).json(),
  ).public_id;
  lift = await create(
    productInput(picture, {
      name: 'Search Two Post Lift',
      brand: 'Launch',
      options: [
        { name: 'Capacity', values: ['4 t', '5 t'] },
        { name: 'Voltage', values: ['220 V', '380 V'] },
      ],
      variants: [
        { sku: 'SL-4T-220', options: { Capacity: '4 t', Voltage: '220 V' }, price: 3_000_000, stockCount: 2 },
        { sku: 'SL-5T-380', options: { Capacity: '5 t', Voltage: '380 V' }, price: 4_000_000, stockCount: 1 },
      ],
    }),
  );
  plainLift = await create(
    productInput(picture, { name: 'Plain Two Post Lift', brand: 'BendPak', price: 3_500_000 }),
  );
  compressor = await create(
    productInput(picture, {
      name: 'Search Air Compressor',
      brand: 'GaragePro',
      category: ['others'],
      options: [{ name: 'Voltage', values: ['220 V', '380 V'] }],
      variants: [
        { sku: 'SAC-220', options: { Voltage: '220 V' }, price: 600_000, stockCount: 2 },
        { sku: 'SAC-380', options: { Voltage: '380 V' }, price: 700_000, stockCount: 2 },
      ],
    }),
  );
}, 120_000);
afterAll(async () => shop?.close());

const list = async (query: string) => {
  const response = await get(shop, `/api/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return productListResponseSchema.parse(response.json()).products.map((product) => product.id);
};

const suggest = async (q: string) => {
  const response = await get(shop, `/api/search/suggestions?${new URLSearchParams({ q }).toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return suggestionsResponseSchema.parse(response.json()).products;
};

describe('the shop by variants', () => {
  it("finds a product by a variant's SKU, case and separators ignored, and ranks it first", async () => {
    for (const q of ['SL-5T-380', 'sl 5t 380', 'sl5t380'])
      expect((await list(`q=${encodeURIComponent(q)}`))[0]).toBe(lift);
    expect((await suggest('sl-5t-380'))[0]).toMatchObject({ id: lift, variant: 'SL-5T-380' });
    // A SKU none of whose parts is a word of the product's text.
    for (const q of ['SAC-220', 'sac220', 'Sac 220'])
      expect((await list(`q=${encodeURIComponent(q)}`))[0]).toBe(compressor);
    expect((await suggest('sac220'))[0]).toMatchObject({ id: compressor, variant: 'SAC-220' });
  });

  it('finds a product by option words, joined or apart, ranks it first, and the suggestion names the variant', async () => {
    expect((await list('q=5%20t%20lift'))[0]).toBe(lift);
    expect(await list('q=5t%20lift')).toContain(plainLift);
    expect((await list('q=380V%20compressor'))[0]).toBe(compressor);
    expect((await suggest('380 v compressor'))[0]).toMatchObject({ id: compressor, variant: 'SAC-380' });
    expect((await suggest('5 t lift'))[0]).toMatchObject({ id: lift, variant: 'SL-5T-380' });
    // Words naming no option open the product as it is.
    const plain = await suggest('two post lift');
    expect(plain.find((product) => product.id === lift)?.variant).toBeUndefined();
  });

  it("filters by price on any variant's price, with or without a query, and sorts by the lowest", async () => {
    // 4,000,000 is only the 5 t variant's price: the lift (from 3,000,000) is in, the plain lift out.
    expect(await list('minPrice=3800000&maxPrice=4200000')).toEqual([lift]);
    expect(await list('q=lift&minPrice=3800000&maxPrice=4200000')).toEqual([lift]);
    expect(await list('minPrice=3200000&maxPrice=3700000')).toEqual([plainLift]);
    expect(await list('category=garagetools&sort=price-asc')).toEqual([lift, plainLift]);
    expect(await list('category=garagetools&sort=price-desc')).toEqual([plainLift, lift]);
  });
});
