import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  productHistoryResponseSchema,
  productResponseSchema,
  uploadResponseSchema,
} from '../../../shared/admin-catalogue';
import { dashboardResponseSchema } from '../../../shared/dashboard';
import { productDetailResponseSchema, type Product, type ProductInput } from '../../../shared/product';
import { VARIANT_MESSAGES } from '../../../shared/product-variants';
import {
  repriceApplyResponseSchema,
  repricePreviewResponseSchema,
  type RepricePreviewRequest,
} from '../../../shared/reprice';
import { STAFF_MESSAGES } from '../../../shared/staff';
import { createUser, get, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { productInput, send } from '../../test/catalog-admin';
import { testJpeg, upload } from '../../test/images';
import { mailJobs } from '../../test/mail';

// Decision 052, part 3: the seller's staff work per variant (stock form, low stock, repricing, history).

let shop: TestApp;
let owner: SignedIn;
let storekeeper: SignedIn;
let imageId: string;
let lift: Product;
let serial = 0;

const OPTIONS = [
  { name: 'Capacity', values: ['4 t', '5 t'] },
  { name: 'Voltage', values: ['220 V', '380 V'] },
];

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
  storekeeper = await createUser(shop, 'admin');
  await setUserFields(shop, storekeeper.email, { staffLevel: 'storekeeper' });
  imageId = uploadResponseSchema.parse(
    (await upload(shop, { data: await testJpeg() }, owner.cookie)).json(),
  ).public_id;
});
afterAll(async () => shop?.close());

/** A fresh lift in two versions for every test (its own SKUs: they are unique across the shop). */
beforeEach(async () => {
  serial++;
  const input: ProductInput = productInput(imageId, {
    name: `Staff lift ${serial}`,
    options: OPTIONS,
    variants: [
      {
        sku: `SL${serial}-4T`,
        options: { Capacity: '4 t', Voltage: '220 V' },
        price: 2_400_000,
        originalPrice: 2_600_000,
        stockCount: 6,
        lowStockThreshold: 3,
      },
      {
        sku: `SL${serial}-5T`,
        options: { Capacity: '5 t', Voltage: '380 V' },
        price: 2_900_000,
        stockCount: 8,
        lowStockThreshold: 2,
      },
    ],
  });
  const response = await send(shop, 'POST', '/api/products', owner.cookie, input);
  expect(response.statusCode, response.body).toBe(201);
  lift = productResponseSchema.parse(response.json()).product;
});

const sku = (size: '4T' | '5T') => `SL${serial}-${size}`;

function setVariantStock(stockCount: number, variantSku: string | undefined, cookie = owner.cookie) {
  return send(shop, 'PATCH', `/api/products/${lift.id}/stock`, cookie, {
    stockCount,
    ...(variantSku === undefined ? {} : { sku: variantSku }),
  });
}

async function adminProduct(): Promise<Product> {
  const response = await send(shop, 'GET', `/api/admin/products/${lift.id}`, owner.cookie);
  return productResponseSchema.parse(response.json()).product;
}

async function history() {
  const response = await send(shop, 'GET', `/api/admin/products/${lift.id}/history`, owner.cookie);
  return productHistoryResponseSchema.parse(response.json()).changes;
}

async function overview() {
  const response = await send(shop, 'GET', '/api/admin/dashboard', owner.cookie);
  return dashboardResponseSchema.parse(response.json());
}

/** The form's body for the variants, as the product came: each variant's fields as stored. */
function variantsBody(product: Product, change: (sku: string) => object = () => ({})) {
  return product.variants.map((entry) => ({
    sku: entry.sku,
    options: entry.options,
    price: entry.price,
    originalPrice: entry.originalPrice,
    stockCount: entry.stockCount,
    installationFee: entry.installationFee,
    ...change(entry.sku),
  }));
}

describe("the stock form per variant (PATCH /api/products/:id/stock with the variant's SKU)", () => {
  it("sets that variant's stock only, and the product's stock is their sum at once", async () => {
    const response = await setVariantStock(1, sku('5T').toLowerCase(), storekeeper.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const product = productResponseSchema.parse(response.json()).product;
    expect(product.variants.map((entry) => [entry.sku, entry.stockCount])).toEqual([
      [sku('4T'), 6],
      [sku('5T'), 1],
    ]);
    expect(product.stockCount).toBe(7);
    const shopPage = productDetailResponseSchema.parse((await get(shop, `/api/products/${lift.id}`)).json());
    expect(shopPage.product.stockCount).toBe(7);
  });

  it('still refuses a stock without a SKU (400), an unknown SKU, and a SKU for a simple product', async () => {
    const without = await setVariantStock(3, undefined);
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toContain(VARIANT_MESSAGES.stockPerVariant);
    const unknown = await setVariantStock(3, 'NOPE-1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(VARIANT_MESSAGES.unknownSku('NOPE-1'));
    const simple = await send(
      shop,
      'POST',
      '/api/products',
      owner.cookie,
      productInput(imageId, { name: `Simple jack ${serial}` }),
    );
    const simpleId = productResponseSchema.parse(simple.json()).product.id;
    const refused = await send(shop, 'PATCH', `/api/products/${simpleId}/stock`, owner.cookie, {
      stockCount: 1,
      sku: 'X-1',
    });
    expect(refused.statusCode).toBe(400);
    expect((await adminProduct()).variants.map((entry) => entry.stockCount)).toEqual([6, 8]);
  });
});

describe('permissions through the product form (PATCH /api/products/:id with variants)', () => {
  it("lets a storekeeper set a variant's stock but not its price (403, nothing written)", async () => {
    const stock = await send(shop, 'PATCH', `/api/products/${lift.id}`, storekeeper.cookie, {
      variants: variantsBody(lift, (id) => (id === sku('4T') ? { stockCount: 10 } : {})),
    });
    expect(stock.statusCode, stock.body).toBe(200);
    const stocked = productResponseSchema.parse(stock.json()).product;
    expect(stocked.variants[0]!.stockCount).toBe(10);
    const price = await send(shop, 'PATCH', `/api/products/${lift.id}`, storekeeper.cookie, {
      variants: variantsBody(stocked, (id) => (id === sku('5T') ? { price: 1_000 } : {})),
    });
    expect(price.statusCode).toBe(403);
    expect(price.json().message).toBe(STAFF_MESSAGES.priceForbidden);
    expect((await adminProduct()).variants.map((entry) => entry.price)).toEqual([2_400_000, 2_900_000]);
  });
});

describe('the product history names the variant', () => {
  it('records a variant field with its SKU, and variants added and removed', async () => {
    const created = (await history()).at(-1)!;
    expect(created.action).toBe('create');
    expect(created.changes[`variant added (${sku('5T')})`]).toEqual({
      from: null,
      to: 'Capacity: 5 t · Voltage: 380 V',
    });

    const edited = await send(shop, 'PATCH', `/api/products/${lift.id}`, owner.cookie, {
      variants: [
        ...variantsBody(lift, (id) => (id === sku('5T') ? { price: 3_000_000 } : {})).slice(1),
        {
          sku: `SL${serial}-4T-380`,
          options: { Capacity: '4 t', Voltage: '380 V' },
          price: 2_500_000,
          stockCount: 4,
        },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [entry] = await history();
    expect(entry!.action).toBe('update');
    expect(entry!.changes).toMatchObject({
      [`price (${sku('5T')})`]: { from: 2_900_000, to: 3_000_000 },
      [`variant added (SL${serial}-4T-380)`]: { from: null, to: 'Capacity: 4 t · Voltage: 380 V' },
      [`variant removed (${sku('4T')})`]: { from: 'Capacity: 4 t · Voltage: 220 V', to: null },
    });

    await setVariantStock(5, sku('5T'), storekeeper.cookie);
    const [stockEntry] = await history();
    expect(stockEntry!.action).toBe('stock');
    expect(stockEntry!.changes[`stockCount (${sku('5T')})`]).toEqual({ from: 8, to: 5 });
    expect(stockEntry!.changes.stockCount).toEqual({ from: 12, to: 9 });
  });
});

describe('low stock per variant', () => {
  it('lists a product once per low variant, named with its options and SKU, on the Overview and the admin list', async () => {
    const before = await overview();
    expect(before.lowStock.some((line) => line.id === lift.id)).toBe(false);
    await setVariantStock(2, sku('5T'));
    await setVariantStock(3, sku('4T'));
    const after = await overview();
    const mine = after.lowStock.filter((line) => line.id === lift.id);
    expect(mine).toEqual([
      {
        id: lift.id,
        name: `${lift.name} (Capacity: 5 t · Voltage: 380 V)`,
        sku: sku('5T'),
        stockCount: 2,
        lowStockThreshold: 2,
      },
      {
        id: lift.id,
        name: `${lift.name} (Capacity: 4 t · Voltage: 220 V)`,
        sku: sku('4T'),
        stockCount: 3,
        lowStockThreshold: 3,
      },
    ]);
    expect(after.lowStockCount).toBe(before.lowStockCount + 2);
    const list = await send(shop, 'GET', `/api/admin/products?lowStock=true&q=${lift.id}`, owner.cookie);
    expect(list.json().products.map((product: Product) => product.id)).toEqual([lift.id]);
  });

  it('mails the seller once when a variant crosses its own threshold, naming it and its SKU', async () => {
    const mails = async () =>
      (await mailJobs(shop.database.handle.db, 'low stock')).filter(
        (mail) => mail.to === owner.email && mail.subject.includes(lift.name),
      );
    await setVariantStock(3, sku('5T')); // above 2
    expect(await mails()).toHaveLength(0);
    await setVariantStock(2, sku('5T')); // crosses
    await setVariantStock(1, sku('5T')); // already low
    const sent = await mails();
    expect(sent.map((mail) => mail.subject)).toEqual([
      `GaragePro: low stock, ${lift.name} (Capacity: 5 t · Voltage: 380 V) (2 left)`,
    ]);
    expect(sent[0]!.text).toContain(`SKU: ${sku('5T')}`);
  });
});

describe('bulk repricing per variant', () => {
  const change = { direction: 'raise', by: 'percent', amount: 10, rounding: 1000 } as const;

  async function previewed(body: RepricePreviewRequest) {
    const response = await send(shop, 'POST', '/api/admin/products/reprice/preview', owner.cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    return repricePreviewResponseSchema.parse(response.json());
  }

  it("reprices each variant (and its original price when asked), and the product's summary right after", async () => {
    const body = { ...change, includeOriginalPrice: true, selection: { ids: [lift.id] } };
    const shown = await previewed(body);
    expect(shown.products).toEqual([
      {
        id: lift.id,
        name: lift.name,
        brand: lift.brand,
        oldPrice: 2_400_000,
        newPrice: 2_640_000,
        oldOriginalPrice: 2_600_000,
        newOriginalPrice: 2_860_000,
        variants: [
          {
            sku: sku('4T'),
            label: 'Capacity: 4 t · Voltage: 220 V',
            oldPrice: 2_400_000,
            newPrice: 2_640_000,
            oldOriginalPrice: 2_600_000,
            newOriginalPrice: 2_860_000,
          },
          {
            sku: sku('5T'),
            label: 'Capacity: 5 t · Voltage: 380 V',
            oldPrice: 2_900_000,
            newPrice: 3_190_000,
            oldOriginalPrice: null,
            newOriginalPrice: null,
          },
        ],
      },
    ]);
    const expected = shown.products.map((line) => ({
      id: line.id,
      price: line.oldPrice,
      originalPrice: line.oldOriginalPrice,
      variants: line.variants!.map((entry) => ({
        sku: entry.sku,
        price: entry.oldPrice,
        originalPrice: entry.oldOriginalPrice,
      })),
    }));
    const applied = await send(shop, 'POST', '/api/admin/products/reprice', owner.cookie, {
      ...body,
      expected,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(repriceApplyResponseSchema.parse(applied.json()).changed).toBe(1);

    const shopPage = productDetailResponseSchema.parse((await get(shop, `/api/products/${lift.id}`)).json());
    expect(shopPage.product.price).toBe(2_640_000);
    expect(shopPage.product.originalPrice).toBe(2_860_000);
    expect(shopPage.product.variants.map((entry) => entry.price)).toEqual([2_640_000, 3_190_000]);
    const [entry] = await history();
    expect(entry!.action).toBe('reprice');
    expect(entry!.changes).toMatchObject({
      price: { from: 2_400_000, to: 2_640_000 },
      [`price (${sku('4T')})`]: { from: 2_400_000, to: 2_640_000 },
      [`originalPrice (${sku('4T')})`]: { from: 2_600_000, to: 2_860_000 },
      [`price (${sku('5T')})`]: { from: 2_900_000, to: 3_190_000 },
    });
  });

  it("refuses (409) when a variant's price moved since the preview, and writes nothing", async () => {
    const body = { ...change, selection: { ids: [lift.id] } };
    const shown = await previewed(body);
    const moved = await send(shop, 'PATCH', `/api/products/${lift.id}`, owner.cookie, {
      variants: variantsBody(lift, (id) => (id === sku('5T') ? { price: 2_950_000 } : {})),
    });
    expect(moved.statusCode).toBe(200);
    const applied = await send(shop, 'POST', '/api/admin/products/reprice', owner.cookie, {
      ...body,
      expected: shown.products.map((line) => ({
        id: line.id,
        price: line.oldPrice,
        originalPrice: line.oldOriginalPrice,
        variants: line.variants!.map((entry) => ({
          sku: entry.sku,
          price: entry.oldPrice,
          originalPrice: entry.oldOriginalPrice,
        })),
      })),
    });
    expect(applied.statusCode).toBe(409);
    expect((await adminProduct()).variants.map((entry) => entry.price)).toEqual([2_400_000, 2_950_000]);
  });
});
