import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductListResponseSchema,
  productHistoryResponseSchema,
  productResponseSchema,
  uploadResponseSchema,
} from '../../../shared/admin-catalogue';
import {
  productDetailResponseSchema,
  productListResponseSchema,
  type Product,
  type ProductInput,
} from '../../../shared/product';
import { createUser, get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { productInput, send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { testJpeg, upload } from '../../test/images';

let shop: TestApp;
let admin: SignedIn;
let imageId: string;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
  await insertProducts(shop.database.handle.db, [
    { id: 'tyre-changer', name: 'Tyre Changer', price: 1_100_000, stockCount: 3 },
    {
      id: 'xtool-d7',
      name: 'XTOOL D7',
      price: 380_000,
      category: ['diagnostictools'],
      subCategory: ['xtool'],
    },
  ]);
  const uploaded = await upload(shop, { data: await testJpeg() }, admin.cookie);
  imageId = uploadResponseSchema.parse(uploaded.json()).public_id;
});
afterAll(async () => shop?.close());

async function adminProduct(id: string): Promise<Product> {
  const response = await send(shop, 'GET', `/api/admin/products/${id}`, admin.cookie);
  expect(response.statusCode).toBe(200);
  return productResponseSchema.parse(response.json()).product;
}

async function create(overrides: Parameters<typeof productInput>[1] = {}): Promise<Product> {
  const response = await send(shop, 'POST', '/api/products', admin.cookie, productInput(imageId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return productResponseSchema.parse(response.json()).product;
}

async function shopIds(query = ''): Promise<string[]> {
  const response = await get(shop, `/api/products${query}`);
  return productListResponseSchema.parse(response.json()).products.map((product) => product.id);
}

async function adminTotal(): Promise<number> {
  const response = await send(shop, 'GET', '/api/admin/products?limit=1', admin.cookie);
  return adminProductListResponseSchema.parse(response.json()).total;
}

describe('who may write the catalogue', () => {
  const routes = (id: string) =>
    [
      ['POST', '/api/products', productInput('whatever')],
      ['PATCH', `/api/products/${id}`, { price: 1 }],
      ['DELETE', `/api/products/${id}`, undefined],
      ['POST', `/api/products/${id}/restore`, undefined],
      ['PATCH', `/api/products/${id}/stock`, { stockCount: 0 }],
      ['POST', '/api/products/sync', undefined],
      ['GET', '/api/products/sync/preview', undefined],
      ['GET', '/api/admin/products', undefined],
      ['GET', `/api/admin/products/${id}`, undefined],
      ['GET', `/api/admin/products/${id}/history`, undefined],
    ] as const;

  it.each([
    ['visitor', 401, 'UNAUTHORIZED'],
    ['unverified', 403, 'FORBIDDEN'],
    ['verified', 403, 'FORBIDDEN'],
  ] as const)('refuses a %s on every admin route (%i) and changes nothing', async (who, status, code) => {
    const cookie = who === 'visitor' ? undefined : (await createUser(shop, who)).cookie;
    const before = await adminProduct('tyre-changer');
    const total = await adminTotal();
    for (const [method, url, body] of routes('tyre-changer')) {
      const response = await send(shop, method, url, cookie, body);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect(await adminProduct('tyre-changer')).toEqual(before);
    expect(await adminTotal()).toBe(total);
  });

  it('refuses a write sent from another site, even by an admin', async () => {
    const response = await shop.app.inject({
      method: 'PATCH',
      url: '/api/products/tyre-changer/stock',
      payload: { stockCount: 0 },
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await adminProduct('tyre-changer')).stockCount).toBe(3);
  });
});

describe('POST /api/products', () => {
  it('creates an active product with rating 5, no reviews and inStock from its stock, shown in the shop at once', async () => {
    const started = Date.now();
    const product = await create({ image: 'https://tracker.example/pixel.gif' });
    expect(product).toMatchObject({
      id: 'hydraulic-press-20-ton',
      name: 'Hydraulic Press 20 Ton',
      price: 850_000.5,
      originalPrice: 990_000,
      rating: 5,
      reviews: 0,
      inStock: true,
      isActive: true,
      category: ['garagetools'],
      subCategory: [],
      // The picture is the uploaded one: a URL the browser sent is never stored.
      image: `/media/${imageId}/800.webp`,
      imagePublicId: imageId,
    });
    expect(Date.parse(product.createdAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(product.updatedAt).toBe(product.createdAt);
    expect(await shopIds()).toContain(product.id);
    const detail = productDetailResponseSchema.parse((await get(shop, `/api/products/${product.id}`)).json());
    expect(detail.product.price).toBe(850_000.5);
  });

  it('gives a second product of the same name its own id, and no stock means out of stock', async () => {
    const product = await create({ stockCount: 0, price: 1 });
    expect(product.id).toBe('hydraulic-press-20-ton-2');
    expect(product.inStock).toBe(false);
  });

  it('drops blank features, incomplete specification rows and blank video rows', async () => {
    const product = await create({
      name: 'Spot Welder',
      features: ['  Water cooled ', '', '   '],
      specifications: { Power: ' 9 kVA ', '': 'orphan value', Cable: '   ' },
      videos: ['', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    });
    expect(product.features).toEqual(['Water cooled']);
    expect(product.specifications).toEqual({ Power: '9 kVA' });
    expect(product.videos).toEqual(['https://www.youtube.com/watch?v=dQw4w9WgXcQ']);
  });

  it.each([
    ['a missing name', { name: '  ' }, 'name', 'Name is required'],
    ['a negative price', { price: -1 }, 'price', 'Price must be 0 or more'],
    ['a price in fractions of a kobo', { price: 10.005 }, 'price', 'Price can have at most 2 decimal places'],
    ['a fractional stock', { stockCount: 1.5 }, 'stockCount', 'Stock must be a whole number'],
    ['a negative priority', { priority: -1 }, 'priority', 'Priority must be 0 or more'],
    ['no category', { category: [] }, 'category', 'Please select at least one category'],
    ['an unknown category', { category: ['boats'] }, 'category.0', 'Unknown category'],
    [
      'a video that is not on YouTube',
      { videos: ['https://vimeo.com/123'] },
      'videos.0',
      'Invalid YouTube URL',
    ],
    [
      'a picture that was never uploaded',
      { imagePublicId: 'not-uploaded' },
      'imagePublicId',
      'The image was not found. Please upload it again.',
    ],
    [
      'a scanner brand without Diagnostic Tools',
      { subCategory: ['xtool'] },
      'subCategory',
      'Select Diagnostic Tools to use the XTOOL sub-category',
    ],
  ] as [string, Partial<ProductInput>, string, string][])(
    'refuses %s with a 400 naming the field, and adds nothing',
    async (_label, overrides, field, message) => {
      const total = await adminTotal();
      const response = await send(
        shop,
        'POST',
        '/api/products',
        admin.cookie,
        productInput(imageId, overrides),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: `${field}: ${message}` });
      expect(await adminTotal()).toBe(total);
    },
  );

  it('refuses fields no admin sets (rating, reviews, isActive, dates)', async () => {
    const response = await send(shop, 'POST', '/api/products', admin.cookie, {
      ...productInput(imageId),
      rating: 1,
      isActive: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/rating/);
  });
});

describe('PATCH /api/products/:id', () => {
  it('changes only the fields sent and recomputes inStock', async () => {
    const before = await adminProduct('tyre-changer');
    const response = await send(shop, 'PATCH', '/api/products/tyre-changer', admin.cookie, {
      price: 1_250_000,
      stockCount: 0,
    });
    expect(response.statusCode).toBe(200);
    const after = productResponseSchema.parse(response.json()).product;
    expect(after).toEqual({
      ...before,
      price: 1_250_000,
      stockCount: 0,
      inStock: false,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    const listed = productListResponseSchema.parse((await get(shop, '/api/products?q=tyre')).json());
    expect(listed.products[0]).toMatchObject({ price: 1_250_000, inStock: false });
  });

  it('removes sub-categories with their category, and refuses bad input without changing anything', async () => {
    const moved = await send(shop, 'PATCH', '/api/products/xtool-d7', admin.cookie, {
      category: ['handtools'],
    });
    expect(productResponseSchema.parse(moved.json()).product).toMatchObject({
      category: ['handtools'],
      subCategory: [],
    });
    const before = await adminProduct('xtool-d7');
    for (const body of [{ price: 'free' }, { subCategory: ['xtool'] }, {}, { id: 'renamed' }]) {
      const response = await send(shop, 'PATCH', '/api/products/xtool-d7', admin.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await adminProduct('xtool-d7')).toEqual(before);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await send(shop, 'PATCH', '/api/products/no-such-thing', admin.cookie, { price: 5 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
  });
});

describe('soft delete, restore and stock', () => {
  it('a deleted product leaves the shop, stays in the admin list, and comes back when restored', async () => {
    const product = await create({ name: 'Engine Crane 2 Ton' });
    const deleted = await send(shop, 'DELETE', `/api/products/${product.id}`, admin.cookie);
    expect(productResponseSchema.parse(deleted.json()).product.isActive).toBe(false);
    expect(await shopIds()).not.toContain(product.id);
    expect((await get(shop, `/api/products/${product.id}`)).statusCode).toBe(404);
    const listed = adminProductListResponseSchema.parse(
      (await send(shop, 'GET', '/api/admin/products?status=deleted', admin.cookie)).json(),
    );
    expect(listed.products.map((row) => row.id)).toContain(product.id);

    const restored = await send(shop, 'POST', `/api/products/${product.id}/restore`, admin.cookie);
    expect(productResponseSchema.parse(restored.json()).product.isActive).toBe(true);
    expect(await shopIds()).toContain(product.id);
  });

  it('a stock update sets stockCount and inStock, and refuses a negative count', async () => {
    const out = await send(shop, 'PATCH', '/api/products/tyre-changer/stock', admin.cookie, {
      stockCount: 0,
    });
    expect(productResponseSchema.parse(out.json()).product).toMatchObject({ stockCount: 0, inStock: false });
    const back = await send(shop, 'PATCH', '/api/products/tyre-changer/stock', admin.cookie, {
      stockCount: 7,
    });
    expect(productResponseSchema.parse(back.json()).product).toMatchObject({ stockCount: 7, inStock: true });
    const bad = await send(shop, 'PATCH', '/api/products/tyre-changer/stock', admin.cookie, {
      stockCount: -2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^stockCount: /);
    expect((await adminProduct('tyre-changer')).stockCount).toBe(7);
  });
});

describe('GET /api/admin/products', () => {
  it('lists active and deleted products newest first, with search and a status filter', async () => {
    const product = await create({ name: 'Pit Jack 100% steel', brand: 'Hofmann' });
    await send(shop, 'DELETE', `/api/products/${product.id}`, admin.cookie);
    const all = adminProductListResponseSchema.parse(
      (await send(shop, 'GET', '/api/admin/products', admin.cookie)).json(),
    );
    expect(all.products[0]?.id).toBe(product.id);
    expect(all.products.some((row) => !row.isActive)).toBe(true);
    expect(all.products.some((row) => row.isActive)).toBe(true);
    const search = async (query: string) =>
      adminProductListResponseSchema
        .parse((await send(shop, 'GET', `/api/admin/products?${query}`, admin.cookie)).json())
        .products.map((row) => row.id);
    expect(await search('q=hofmann')).toEqual([product.id]);
    // "%" is a letter in a search, not a wildcard.
    expect(await search('q=100%25')).toEqual([product.id]);
    expect(await search('q=%25%25%25')).toEqual([]);
    expect(await search('q=hofmann&status=active')).toEqual([]);
  });
});

describe('change history', () => {
  it('records who changed what and when, for every kind of write, newest first', async () => {
    const product = await create({ name: 'Wheel Balancer', price: 700_000 });
    await send(shop, 'PATCH', `/api/products/${product.id}`, admin.cookie, {
      price: 650_000,
      brand: 'Werther',
    });
    await send(shop, 'PATCH', `/api/products/${product.id}/stock`, admin.cookie, { stockCount: 0 });
    await send(shop, 'DELETE', `/api/products/${product.id}`, admin.cookie);
    await send(shop, 'POST', `/api/products/${product.id}/restore`, admin.cookie);
    const response = await send(shop, 'GET', `/api/admin/products/${product.id}/history`, admin.cookie);
    const { changes } = productHistoryResponseSchema.parse(response.json());
    expect(changes.map((change) => change.action)).toEqual([
      'restore',
      'delete',
      'stock',
      'update',
      'create',
    ]);
    for (const change of changes) {
      expect(change).toMatchObject({ actorId: admin.id, actorEmail: admin.email, actorName: 'Ada Obi' });
    }
    // brand was sent unchanged: only the price is recorded.
    expect(changes[3]?.changes).toEqual({ price: { from: 700_000, to: 650_000 } });
    expect(changes[2]?.changes).toEqual({
      stockCount: { from: 4, to: 0 },
      inStock: { from: true, to: false },
    });
    expect(changes[1]?.changes).toEqual({ isActive: { from: true, to: false } });
    expect(changes[4]?.changes.name).toEqual({ from: null, to: 'Wheel Balancer' });
  });
});

describe('product text is kept as text', () => {
  it('stores script-like text unchanged and escapes it in the page the server sends', async () => {
    const payload = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const product = await create({ name: `Lift ${payload}`, description: payload, features: [payload] });
    expect(product.name).toBe(`Lift ${payload}`);
    expect((await adminProduct(product.id)).description).toBe(payload);
    const page = await get(shop, `/product/${product.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toContain('<script>alert("x")');
    expect(page.body).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});
