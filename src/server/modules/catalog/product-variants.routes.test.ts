import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductListResponseSchema,
  productResponseSchema,
  uploadResponseSchema,
} from '../../../shared/admin-catalogue';
import {
  productDetailResponseSchema,
  productListResponseSchema,
  type Product,
  type ProductInput,
} from '../../../shared/product';
import { STAFF_MESSAGES } from '../../../shared/staff';
import { createUser, get, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { productInput, send } from '../../test/catalog-admin';
import { testJpeg, upload } from '../../test/images';

// Decision 052, part 1: products with options and variants through the product routes.

let shop: TestApp;
let owner: SignedIn;
let storekeeper: SignedIn;
let imageId: string;
let secondImageId: string;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
  storekeeper = await createUser(shop, 'admin');
  await setUserFields(shop, storekeeper.email, { staffLevel: 'storekeeper' });
  imageId = uploadResponseSchema.parse(
    (await upload(shop, { data: await testJpeg() }, owner.cookie)).json(),
  ).public_id;
  const second = await upload(shop, { data: await testJpeg(640, 480) }, owner.cookie);
  secondImageId = uploadResponseSchema.parse(second.json()).public_id;
});
afterAll(async () => shop?.close());

const OPTIONS = [
  { name: 'Capacity', values: ['4 t', '5 t'] },
  { name: 'Voltage', values: ['220 V', '380 V'] },
];

type VariantInput = NonNullable<ProductInput['variants']>[number];

function variant(sku: string, capacity: string, voltage: string, extra: Partial<VariantInput> = {}) {
  return {
    sku,
    options: { Capacity: capacity, Voltage: voltage },
    price: 2_000_000,
    stockCount: 1,
    ...extra,
  };
}

/** A 2-post lift sold in three versions, one of them no longer sold. */
function liftInput(prefix: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return productInput(imageId, {
    name: `Two-post lift ${prefix}`,
    images: [imageId, secondImageId],
    imagePublicId: imageId,
    options: OPTIONS,
    variants: [
      variant(`${prefix}-4T-220`, '4 t', '220 V', {
        price: 2_400_000,
        originalPrice: 2_600_000,
        stockCount: 3,
      }),
      variant(`${prefix}-5T-380`, '5 t', '380 V', {
        price: 2_900_000,
        stockCount: 2,
        installationFee: 150_000,
        image: secondImageId,
      }),
      variant(`${prefix}-5T-220`, '5 t', '220 V', { price: 1_000_000, stockCount: 9, isActive: false }),
    ],
    ...overrides,
  });
}

async function create(input: ProductInput): Promise<Product> {
  const response = await send(shop, 'POST', '/api/products', owner.cookie, input);
  expect(response.statusCode, response.body).toBe(201);
  return productResponseSchema.parse(response.json()).product;
}

async function adminProduct(id: string): Promise<Product> {
  const response = await send(shop, 'GET', `/api/admin/products/${id}`, owner.cookie);
  expect(response.statusCode).toBe(200);
  return productResponseSchema.parse(response.json()).product;
}

async function adminTotal(): Promise<number> {
  const response = await send(shop, 'GET', '/api/admin/products?limit=1', owner.cookie);
  return adminProductListResponseSchema.parse(response.json()).total;
}

async function patch(id: string, body: unknown, cookie = owner.cookie) {
  return send(shop, 'PATCH', `/api/products/${id}`, cookie, body);
}

const skus = (product: Pick<Product, 'variants'>) => product.variants.map((entry) => entry.sku);

describe('a product with variants', () => {
  it('is created with its options and variants, and its row shows their summary', async () => {
    const lift = await create(liftInput('TLT1'));
    expect(lift.options).toEqual(OPTIONS);
    expect(skus(lift)).toEqual(['TLT1-4T-220', 'TLT1-5T-380', 'TLT1-5T-220']);
    const [first, second, third] = lift.variants;
    expect(first).toMatchObject({
      options: { Capacity: '4 t', Voltage: '220 V' },
      price: 2_400_000,
      originalPrice: 2_600_000,
      installationFee: null,
      stockCount: 3,
      inStock: true,
      image: null,
      isActive: true,
      lowStockThreshold: 2,
    });
    expect(second).toMatchObject({ installationFee: 150_000, imagePublicId: secondImageId });
    expect(second?.image).toContain(secondImageId);
    expect(third).toMatchObject({ isActive: false, price: 1_000_000 });
    expect(new Set(lift.variants.map((entry) => entry.id)).size).toBe(3);
    // The lowest active price with its original price, the active stocks' sum, the lowest fee.
    expect(lift).toMatchObject({
      price: 2_400_000,
      originalPrice: 2_600_000,
      stockCount: 5,
      inStock: true,
      installationFee: 150_000,
    });
    expect(await adminProduct(lift.id)).toEqual(lift);
  });

  it('is answered by the shop with its active variants: the page with pictures, the list without', async () => {
    const lift = await create(liftInput('TLT2'));
    const detail = productDetailResponseSchema.parse((await get(shop, `/api/products/${lift.id}`)).json());
    expect(detail.product.options).toEqual(OPTIONS);
    expect(skus(detail.product)).toEqual(['TLT2-4T-220', 'TLT2-5T-380']);
    expect(detail.product.variants[1]).toMatchObject({
      id: lift.variants[1]!.id,
      sku: 'TLT2-5T-380',
      options: { Capacity: '5 t', Voltage: '380 V' },
      price: 2_900_000,
      originalPrice: null,
      stockCount: 2,
      inStock: true,
    });
    expect(detail.product.variants[1]!.image).toContain(secondImageId);
    expect(detail.product.price).toBe(2_400_000);

    const list = (await get(shop, '/api/products?limit=100')).json();
    const item = productListResponseSchema.parse(list).products.find((card) => card.id === lift.id)!;
    expect(item.options).toEqual(OPTIONS);
    expect(item.variants).toEqual([
      {
        id: lift.variants[0]!.id,
        sku: 'TLT2-4T-220',
        options: { Capacity: '4 t', Voltage: '220 V' },
        price: 2_400_000,
        originalPrice: 2_600_000,
        stockCount: 3,
        inStock: true,
      },
      {
        id: lift.variants[1]!.id,
        sku: 'TLT2-5T-380',
        options: { Capacity: '5 t', Voltage: '380 V' },
        price: 2_900_000,
        originalPrice: null,
        stockCount: 2,
        inStock: true,
      },
    ]);
  });

  it('is replaced by SKU on a PATCH: a SKU that stays keeps its id, the shop shows the new list at once', async () => {
    const lift = await create(liftInput('TLT3'));
    await get(shop, `/api/products/${lift.id}`); // the shop's copy is loaded before the write
    const [kept, gone] = lift.variants;
    const response = await patch(lift.id, {
      variants: [
        variant('tlt3-5t-380', '5 t', '380 V', { price: 2_800_000, stockCount: 0 }),
        variant('TLT3-4T-380', '4 t', '380 V', { price: 2_500_000, stockCount: 4 }),
        variant('TLT3-4T-220', '4 t', '220 V', { price: 2_450_000, stockCount: 1 }),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = productResponseSchema.parse(response.json()).product;
    expect(skus(updated)).toEqual(['tlt3-5t-380', 'TLT3-4T-380', 'TLT3-4T-220']);
    // The 5 t / 380 V variant stays (its SKU ignoring case) with its id and the fields it did not send.
    expect(updated.variants[0]).toMatchObject({ id: gone!.id, stockCount: 0, installationFee: 150_000 });
    expect(updated.variants[0]!.imagePublicId).toBe(secondImageId);
    expect(updated.variants[2]).toMatchObject({ id: kept!.id, originalPrice: 2_600_000, stockCount: 1 });
    expect(updated.variants[1]!.id).not.toBe(kept!.id);
    expect(updated.variants.map((entry) => entry.id)).not.toContain(lift.variants[2]!.id);
    expect(updated).toMatchObject({
      price: 2_450_000,
      originalPrice: 2_600_000,
      stockCount: 5,
      inStock: true,
    });

    const detail = productDetailResponseSchema.parse((await get(shop, `/api/products/${lift.id}`)).json());
    expect(skus(detail.product)).toEqual(['tlt3-5t-380', 'TLT3-4T-380', 'TLT3-4T-220']);
    expect(detail.product.variants[0]?.inStock).toBe(false);
    expect(detail.product.price).toBe(2_450_000);
  });

  it('keeps the stored stock of a variant whose stockCount a PATCH leaves out, and needs one for a new SKU', async () => {
    const lift = await create(liftInput('TLT9'));
    const { stockCount: _left, ...withoutStock } = variant('TLT9-4T-220', '4 t', '220 V', {
      price: 2_300_000,
    });
    const kept = await patch(lift.id, {
      variants: [withoutStock, variant('TLT9-5T-380', '5 t', '380 V', { stockCount: 6 })],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(productResponseSchema.parse(kept.json()).product.variants).toMatchObject([
      { sku: 'TLT9-4T-220', price: 2_300_000, stockCount: 3 },
      { sku: 'TLT9-5T-380', stockCount: 6 },
    ]);

    const { stockCount: _none, ...newWithoutStock } = variant('TLT9-4T-380', '4 t', '380 V');
    const refused = await patch(lift.id, { variants: [withoutStock, newWithoutStock] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'variants.1.stockCount: Enter the stock of each new variant',
    });
    expect(skus(await adminProduct(lift.id))).toEqual(['TLT9-4T-220', 'TLT9-5T-380']);
  });

  it('keeps its summary when an update sends a price or stock of the product itself', async () => {
    const lift = await create(liftInput('TLT4'));
    const response = await patch(lift.id, { price: 5, stockCount: 99, name: 'Two-post lift, renamed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(productResponseSchema.parse(response.json()).product).toMatchObject({
      name: 'Two-post lift, renamed',
      price: 2_400_000,
      stockCount: 5,
    });
  });

  it('counts no stock and is out of stock when no active variant has stock', async () => {
    const lift = await create(
      liftInput('TLT5', {
        options: [{ name: 'Capacity', values: ['4 t', '5 t'] }],
        variants: [
          { sku: 'TLT5-4T', options: { Capacity: '4 t' }, price: 900, stockCount: 0 },
          { sku: 'TLT5-5T', options: { Capacity: '5 t' }, price: 800, stockCount: 7, isActive: false },
        ],
      }),
    );
    expect(lift).toMatchObject({ price: 900, stockCount: 0, inStock: false, installationFee: null });
  });

  it('becomes simple again when its options are emptied, and the shop keeps its last summary', async () => {
    const lift = await create(liftInput('TLT6'));
    const response = await patch(lift.id, { options: [] });
    expect(response.statusCode, response.body).toBe(200);
    expect(productResponseSchema.parse(response.json()).product).toMatchObject({
      options: [],
      variants: [],
      price: 2_400_000,
      stockCount: 5,
    });
    // Its SKUs are free for another product.
    await create(liftInput('TLT6', { name: 'Two-post lift TLT6 again' }));
  });

  it("shows the product's main picture for a variant whose picture the product no longer has", async () => {
    const lift = await create(liftInput('PIC'));
    const response = await patch(lift.id, { images: [imageId] });
    expect(response.statusCode, response.body).toBe(200);
    const updated = productResponseSchema.parse(response.json()).product;
    expect(updated.variants[1]).toMatchObject({ sku: 'PIC-5T-380', image: null, imagePublicId: null });
  });

  it("refuses a stock count of the product itself: the stock is the variants'", async () => {
    const lift = await create(liftInput('TLT7'));
    const response = await send(shop, 'PATCH', `/api/products/${lift.id}/stock`, owner.cookie, {
      stockCount: 10,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("stockCount: This product has variants: set each variant's stock");
    expect((await adminProduct(lift.id)).stockCount).toBe(5);
  });
});

describe('refusals', () => {
  it.each([
    [
      'a variant without a value of each option',
      { variants: [{ sku: 'X1', options: { Capacity: '4 t' }, price: 1, stockCount: 1 }] },
      'variants.0.options: Choose one value of each option (Capacity, Voltage)',
    ],
    [
      'a variant naming an option the product does not have',
      {
        variants: [
          {
            sku: 'X1',
            options: { Capacity: '4 t', Voltage: '220 V', Colour: 'Red' },
            price: 1,
            stockCount: 1,
          },
        ],
      },
      'variants.0.options: Choose one value of each option (Capacity, Voltage)',
    ],
    [
      'a value the option does not list',
      { variants: [variant('X1', '4 t', '110 V')] },
      'variants.0.options: "110 V" is not a value of the option Voltage',
    ],
    [
      'two variants with the same options',
      { variants: [variant('X1', '4 t', '220 V'), variant('X2', '4 t', '220 V')] },
      'variants.1.options: Two variants have the same options (Capacity: 4 t · Voltage: 220 V)',
    ],
    ['variants without options', { options: [] }, 'variants: Add an option before adding variants'],
    ['options without variants', { variants: [] }, 'variants: Add at least one variant for the options'],
    [
      'a SKU with other characters',
      { variants: [variant('X 1', '4 t', '220 V')] },
      'variants.0.sku: SKU may contain only letters, digits, -, . and /',
    ],
    [
      'a SKU too long',
      { variants: [variant('X'.repeat(65), '4 t', '220 V')] },
      'variants.0.sku: SKU is at most 64 characters',
    ],
    [
      'four options',
      {
        options: [...OPTIONS, { name: 'Phase', values: ['1'] }, { name: 'Colour', values: ['Red'] }],
      },
      'options: At most 3 options',
    ],
    [
      'two options with one name',
      { options: [OPTIONS[0], { name: 'capacity', values: ['6 t'] }] },
      'options: Each option needs its own name',
    ],
    [
      'an empty option value',
      { options: [{ name: 'Capacity', values: ['4 t', ' '] }, OPTIONS[1]] },
      'options.0.values.1: An option value cannot be empty',
    ],
    [
      'a value listed twice',
      { options: [{ name: 'Capacity', values: ['4 t', '4 T'] }, OPTIONS[1]] },
      'options.0.values: An option lists a value twice',
    ],
    [
      'more than 20 values',
      { options: [{ name: 'Capacity', values: Array.from({ length: 21 }, (_, i) => `${i} t`) }, OPTIONS[1]] },
      'options.0.values: An option has at most 20 values',
    ],
    [
      'a variant without its stock',
      { variants: [{ sku: 'X1', options: { Capacity: '4 t', Voltage: '220 V' }, price: 1 }] },
      'variants.0.stockCount: Enter the stock of each new variant',
    ],
    [
      'a variant picture the product does not have',
      { variants: [variant('X1', '4 t', '220 V', { image: 'not-a-picture-of-it' })] },
      "variants.0.image: Choose one of the product's pictures",
    ],
  ] as [string, Partial<ProductInput>, string][])(
    'refuses %s with a 400 naming the field, and adds nothing',
    async (_label, overrides, message) => {
      const before = await adminTotal();
      const response = await send(shop, 'POST', '/api/products', owner.cookie, liftInput('BAD', overrides));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await adminTotal()).toBe(before);
    },
  );

  it('refuses more than 100 variants', async () => {
    const many = Array.from({ length: 101 }, (_, i) => variant(`M-${i}`, '4 t', '220 V'));
    const response = await send(
      shop,
      'POST',
      '/api/products',
      owner.cookie,
      liftInput('M', { variants: many }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('variants: At most 100 variants');
  });

  it('answers 409 for a SKU listed twice, ignoring case, and adds nothing', async () => {
    const before = await adminTotal();
    const response = await send(
      shop,
      'POST',
      '/api/products',
      owner.cookie,
      liftInput('DUP', { variants: [variant('DUP-1', '4 t', '220 V'), variant('dup-1', '5 t', '220 V')] }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'variants.1.sku: The SKU dup-1 is used by two variants',
    });
    expect(await adminTotal()).toBe(before);
  });

  it("answers 409 for another product's SKU, on a create and on an update, and changes nothing", async () => {
    const lift = await create(liftInput('OWN'));
    const other = await create(
      liftInput('OTHER', { variants: [variant('OTHER-1', '4 t', '220 V', { price: 7 })] }),
    );
    const before = await adminTotal();
    const created = await send(
      shop,
      'POST',
      '/api/products',
      owner.cookie,
      liftInput('THIRD', {
        variants: [variant('THIRD-1', '4 t', '220 V'), variant('own-5t-380', '5 t', '380 V')],
      }),
    );
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'variants.1.sku: The SKU own-5t-380 is already used by another product',
    });
    expect(await adminTotal()).toBe(before);

    const updated = await patch(other.id, {
      name: 'Renamed meanwhile',
      variants: [variant('OTHER-1', '4 t', '220 V', { price: 8 }), variant('OWN-4T-220', '5 t', '220 V')],
    });
    expect(updated.statusCode).toBe(409);
    expect(await adminProduct(other.id)).toEqual(other);
    expect(await adminProduct(lift.id)).toEqual(lift);
  });

  it('lets exactly one of two creates racing for one SKU have it', async () => {
    const before = await adminTotal();
    const responses = await Promise.all(
      ['RACE-A', 'RACE-B'].map((name) =>
        send(
          shop,
          'POST',
          '/api/products',
          owner.cookie,
          liftInput(name, { variants: [variant('RACE-1', '4 t', '220 V')] }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await adminTotal()).toBe(before + 1);
  });

  it('refuses options that no longer fit the variants, unless the variants come with them', async () => {
    const lift = await create(liftInput('FIT'));
    const response = await patch(lift.id, { options: [{ name: 'Capacity', values: ['4 t', '5 t'] }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "options: Send the variants with the options: the product's variants do not fit them",
    );
    expect(await adminProduct(lift.id)).toEqual(lift);
    // Adding a value keeps every variant valid.
    const more = await patch(lift.id, {
      options: [{ name: 'Capacity', values: ['4 t', '5 t', '6 t'] }, OPTIONS[1]],
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(productResponseSchema.parse(more.json()).product.variants).toEqual(lift.variants);
  });
});

describe('permissions per field', () => {
  it("lets a storekeeper set a variant's stock but not its price, nor add or remove a variant", async () => {
    const lift = await create(liftInput('PERM'));
    const sent = (list: typeof lift.variants) =>
      list.map(({ sku, options, price, originalPrice, stockCount, installationFee }) => ({
        sku,
        options,
        price,
        originalPrice,
        stockCount,
        installationFee,
      }));

    const stock = await patch(
      lift.id,
      { variants: sent(lift.variants.map((entry, i) => (i === 0 ? { ...entry, stockCount: 10 } : entry))) },
      storekeeper.cookie,
    );
    expect(stock.statusCode, stock.body).toBe(200);
    const afterStock = productResponseSchema.parse(stock.json()).product;
    expect(afterStock.variants[0]).toMatchObject({ id: lift.variants[0]!.id, stockCount: 10 });
    expect(afterStock.stockCount).toBe(12);

    for (const variants of [
      sent(afterStock.variants.map((entry, i) => (i === 1 ? { ...entry, price: 1 } : entry))),
      sent(afterStock.variants.map((entry, i) => (i === 0 ? { ...entry, originalPrice: null } : entry))),
      [...sent(afterStock.variants), variant('PERM-4T-380', '4 t', '380 V')],
      sent(afterStock.variants.slice(1)),
    ]) {
      const refused = await patch(lift.id, { variants }, storekeeper.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(STAFF_MESSAGES.priceForbidden);
    }
    expect(await adminProduct(lift.id)).toEqual(afterStock);

    // The owner may change both.
    const owned = await patch(lift.id, {
      variants: sent(afterStock.variants.map((entry, i) => (i === 1 ? { ...entry, price: 1 } : entry))),
    });
    expect(owned.statusCode, owned.body).toBe(200);
    expect(productResponseSchema.parse(owned.json()).product.price).toBe(1);
  });

  it('refuses a variant stock change to a level without stock permission', async () => {
    const sales = await createUser(shop, 'admin');
    await setUserFields(shop, sales.email, { staffLevel: 'sales' });
    const lift = await create(liftInput('SALES'));
    const response = await patch(
      lift.id,
      { variants: [variant('SALES-4T-220', '4 t', '220 V')] },
      sales.cookie,
    );
    expect(response.statusCode).toBe(403);
    expect(await adminProduct(lift.id)).toEqual(lift);
  });
});

describe('a simple product', () => {
  it('has no options and no variants anywhere, and its price and stock stay its own', async () => {
    const press = await create(productInput(imageId, { name: 'Simple press' }));
    expect(press).toMatchObject({ options: [], variants: [], price: 850_000.5, stockCount: 4 });
    const response = await patch(press.id, { price: 800_000, stockCount: 6 });
    expect(productResponseSchema.parse(response.json()).product).toMatchObject({
      price: 800_000,
      stockCount: 6,
    });
    const detail = productDetailResponseSchema.parse((await get(shop, `/api/products/${press.id}`)).json());
    expect(detail.product).toMatchObject({ options: [], variants: [], price: 800_000, stockCount: 6 });
    const list = productListResponseSchema.parse((await get(shop, '/api/products?limit=100')).json());
    expect(list.products.find((card) => card.id === press.id)).toMatchObject({ options: [], variants: [] });
  });
});
