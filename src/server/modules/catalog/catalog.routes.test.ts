import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  featuredResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
  type ProductDetailResponse,
  type ProductListResponse,
} from '../../../shared/product';
import { suggestionsResponseSchema, type SuggestionsResponse } from '../../../shared/search';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { insertProducts } from '../../test/fixtures';
import { CATALOGUE_CHANNEL } from './catalogue-changes';

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp();
  await insertProducts(shop.database.handle.db, [
    { id: 'two-post-lift', name: 'Two Post Lift', price: 2_500_000, ageHours: 1, category: ['garagetools'] },
    {
      id: 'four-post-lift',
      name: 'Four Post Lift',
      price: 4_800_000,
      ageHours: 2,
      category: ['garagetools'],
      rating: 4.9,
    },
    {
      id: 'thinkcar-pro',
      name: 'Thinkcar Pro Scanner',
      brand: 'Thinkcar',
      price: 450_000,
      ageHours: 3,
      category: ['diagnostictools'],
      subCategory: ['thinkcar'],
      priority: 1,
    },
    {
      id: 'xtool-d8',
      name: 'XTOOL D8 Scanner',
      brand: 'XTOOL',
      price: 1_200_000,
      ageHours: 4,
      category: ['diagnostictools'],
      subCategory: ['xtool'],
      priority: 0,
      featured: true,
    },
    {
      id: 'spray-booth',
      name: 'Spray Booth Deluxe',
      price: 24_000_000,
      ageHours: 5,
      category: ['spraybooth'],
    },
    { id: 'old-jack', name: 'Retired Trolley Jack', price: 60_000, ageHours: 6, isActive: false },
  ]);
});

afterAll(async () => shop?.close());

async function list(query = ''): Promise<ProductListResponse> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(response.statusCode).toBe(200);
  // Every answer keeps the shared contract the web client is typed against.
  return productListResponseSchema.parse(response.json());
}

describe('GET /api/products', () => {
  it('lists active products only, newest first, with the total', async () => {
    const body = await list();
    expect(body.total).toBe(5);
    expect(body.products.map((product) => product.id)).toEqual([
      'two-post-lift',
      'four-post-lift',
      'thinkcar-pro',
      'xtool-d8',
      'spray-booth',
    ]);
  });

  it('sorts by name with products that have a priority first', async () => {
    const body = await list('?sort=name');
    expect(body.total).toBe(5);
    expect(body.products.map((product) => product.id)).toEqual([
      'xtool-d8',
      'thinkcar-pro',
      'four-post-lift',
      'spray-booth',
      'two-post-lift',
    ]);
    expect(body.products.some((product) => product.id === 'old-jack')).toBe(false);
  });

  it('carries card fields in naira with arrays of category ids, not the full product', async () => {
    const { products: rows } = await list('?q=spray');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: 'spray-booth',
      price: 24_000_000,
      category: ['spraybooth'],
      subCategory: [],
    });
    expect(rows[0]).not.toHaveProperty('description');
  });

  it('filters by category, sub-category, search and price, and sorts by price', async () => {
    expect((await list('?category=diagnostictools')).total).toBe(2);
    expect((await list('?subCategory=xtool')).products.map((p) => p.id)).toEqual(['xtool-d8']);
    // The product matching every word first; one matching fewer words follows.
    expect((await list('?q=LIFT%20four')).products.map((p) => p.id)).toEqual([
      'four-post-lift',
      'two-post-lift',
    ]);
    // Category names are searchable, not only ids.
    expect((await list('?q=diagnostic')).total).toBe(2);
    const priced = await list('?minPrice=1000000&maxPrice=5000000&sort=price-desc');
    expect(priced.products.map((p) => p.id)).toEqual(['xtool-d8', 'four-post-lift', 'two-post-lift']);
  });

  it('pages with offset and limit while total counts every match', async () => {
    const page = await list('?sort=name&limit=2&offset=2');
    expect(page.total).toBe(5);
    expect(page.products.map((p) => p.id)).toEqual(['four-post-lift', 'spray-booth']);
  });

  it('refuses a bad query with a validation error naming the field', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/products?limit=1000&sort=cheapest' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().message).toMatch(/limit|sort/);
  });

  it('answers 304 when the ETag matches, and compresses large bodies', async () => {
    const first = await shop.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip' },
    });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect(first.headers['content-encoding']).toBe('gzip');
    const again = await shop.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('drops cached answers when the catalogue changes', async () => {
    const before = await shop.app.inject({ method: 'GET', url: '/api/products?category=spraybooth' });
    await shop.database.handle.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, 'spray-booth'));
    shop.app.catalog.invalidate();
    const after = await shop.app.inject({
      method: 'GET',
      url: '/api/products?category=spraybooth',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().total).toBe(0);
    await shop.database.handle.db
      .update(products)
      .set({ isActive: true })
      .where(eq(products.id, 'spray-booth'));
    shop.app.catalog.invalidate();
  });
});

describe('GET /api/products with a search query', () => {
  it('orders by relevance, ties by priority then name, and says nothing was corrected', async () => {
    const body = await list('?q=scanner');
    expect(body.products.map((p) => p.id)).toEqual(['xtool-d8', 'thinkcar-pro']);
    expect(body.correctedQuery).toBeUndefined();
    expect((await list('?q=scanner&sort=relevance')).products).toEqual(body.products);
    // Without a query, relevance is the newest-first order.
    expect((await list('?sort=relevance')).products).toEqual((await list()).products);
  });

  it('finds a misspelt word and answers the corrected query', async () => {
    const body = await list('?q=Scaner');
    expect(body.products.map((p) => p.id)).toEqual(['xtool-d8', 'thinkcar-pro']);
    expect(body.correctedQuery).toBe('Scanner');
  });

  it('applies a chosen sort, the filters and the page to the matches', async () => {
    const body = await list('?q=lift&sort=price-desc&maxPrice=4000000');
    expect(body).toMatchObject({ total: 1, products: [{ id: 'two-post-lift' }] });
    expect((await list('?q=lift&sort=price-desc&limit=1&offset=1')).products.map((p) => p.id)).toEqual([
      'two-post-lift',
    ]);
  });
});

describe('GET /api/search/suggestions', () => {
  async function suggest(q: string): Promise<SuggestionsResponse> {
    const response = await shop.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${q}` });
    expect(response.statusCode).toBe(200);
    return suggestionsResponseSchema.parse(response.json());
  }

  it('suggests active products, categories and brands as the shopper types', async () => {
    const body = await suggest('thinkc');
    expect(body.products.map((p) => p.id)).toEqual(['thinkcar-pro']);
    expect(body.categories).toEqual([{ id: 'thinkcar', name: 'Thinkcar', parentId: 'diagnostictools' }]);
    expect(body.brands).toEqual(['Thinkcar']);
    expect(body.correctedQuery).toBeUndefined();
    expect((await suggest('retired')).products).toEqual([]);
  });

  it('forgives typos and says what it searched for', async () => {
    const body = await suggest('diagnostc');
    expect(body.products.map((p) => p.id).sort()).toEqual(['thinkcar-pro', 'xtool-d8']);
    expect(body.categories).toEqual([{ id: 'diagnostictools', name: 'Diagnostic Tools' }]);
    expect(body.correctedQuery).toBe('diagnostic');
  });

  it('refuses fewer than 2 characters with a validation error', async () => {
    for (const url of [
      '/api/search/suggestions?q=s',
      '/api/search/suggestions?q=%20x%20',
      '/api/search/suggestions',
    ]) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('is cached with an ETag and follows catalogue changes', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/api/search/suggestions?q=spray' });
    expect(first.json().products.map((p: { id: string }) => p.id)).toEqual(['spray-booth']);
    const again = await shop.app.inject({
      method: 'GET',
      url: '/api/search/suggestions?q=spray',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    await shop.database.handle.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, 'spray-booth'));
    shop.app.catalog.invalidate();
    try {
      expect((await suggest('spray')).products).toEqual([]);
    } finally {
      await shop.database.handle.db
        .update(products)
        .set({ isActive: true })
        .where(eq(products.id, 'spray-booth'));
      shop.app.catalog.invalidate();
    }
  });
});

describe('GET /api/products/:id', () => {
  it('returns every field of the product with related products', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/products/four-post-lift' });
    expect(response.statusCode).toBe(200);
    const body: ProductDetailResponse = productDetailResponseSchema.parse(response.json());
    expect(body.product).toMatchObject({
      id: 'four-post-lift',
      price: 4_800_000,
      description: 'Four Post Lift for professional workshops.',
      features: ['Sturdy build'],
      specifications: { Warranty: '1 year' },
      videos: [],
      isActive: true,
      inStock: true,
    });
    expect(body.related.map((p) => p.id)[0]).toBe('two-post-lift');
    expect(body.related).toHaveLength(4);
  });

  it('answers 404 NOT_FOUND for a missing or inactive product', async () => {
    for (const id of ['no-such-product', 'old-jack']) {
      const response = await shop.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
    }
  });
});

describe('GET /api/products/featured and /api/categories', () => {
  it('returns the flagged featured products', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/products/featured' });
    const { products: featured } = featuredResponseSchema.parse(response.json());
    expect(featured.map((p) => p.id)).toEqual(['xtool-d8']);
  });

  it('returns the eight categories with the four diagnostic sub-categories', async () => {
    const { categories } = (await shop.app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(categories).toHaveLength(8);
    const diagnostic = categories.find((category: { id: string }) => category.id === 'diagnostictools');
    expect(diagnostic.subCategories.map((sub: { name: string }) => sub.name)).toEqual([
      'Konwei',
      'Thinkcar',
      'XTOOL',
      'Thinkdiag',
    ]);
  });
});

describe('catalogue change notifications', () => {
  it('a notification on the catalogue channel drops the in-memory catalogue', async () => {
    const before = shop.app.catalog.currentVersion;
    await shop.database.handle.notify(CATALOGUE_CHANNEL, 'test');
    await expect.poll(() => shop.app.catalog.currentVersion, { timeout: 5000 }).toBeGreaterThan(before);
  });
});
