import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Product, ProductCard, ProductListQuery } from '../../../shared/product';
import type { ShopIdentity } from '../../../shared/shop';
import { createPageBodies } from './page-body';
import { shopQuery } from './page-body-shop';

const card: ProductCard = {
  id: 'lift/1',
  name: 'Lift "Max" <1>',
  brand: 'BendPak',
  price: 1_234_567,
  originalPrice: 1_500_000,
  installationFee: null,
  deliveryClass: 'heavy',
  image: '/media/lift-img/800.webp',
  imagePublicId: 'lift-img',
  category: ['garagetools'],
  subCategory: [],
  stockCount: 1,
  inStock: true,
  rating: 4.5,
  reviews: 1,
  priority: null,
  featured: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const product: Product = {
  ...card,
  images: ['lift-img'],
  lowStockThreshold: 2,
  description: 'x'.repeat(300),
  features: ['Quiet'],
  specifications: { Capacity: '4 t' },
  videos: [],
  isActive: true,
  updatedAt: card.createdAt,
};
const outOfStock: ProductCard = { ...card, id: 'gone', inStock: false, stockCount: 0, imagePublicId: '' };

/** The business details' identity, as the settings module serves it. */
const shop: ShopIdentity = {
  name: 'Ade Motors',
  whatsapp: '2348091112233',
  chatPhones: ['2348091112233', '2348124445566'],
  email: 'hello@ade.example',
  address: '5 Creek Road, Apapa, Lagos',
  hours: [{ days: 'Mon-Sat', hours: '9:00 AM - 5:00 PM' }],
};

const asked: ProductListQuery[] = [];
const bodies = createPageBodies({
  publicUrl: 'https://shop.example',
  catalog: {
    featured: async () => [card, outOfStock],
    list: async (query) => {
      asked.push(query);
      return { products: [card, outOfStock], total: 40, correctedQuery: 'lift' };
    },
  },
});

/**
 * Every file Tailwind reads to build the CSS: the web's source (styles.css: source('.')) and the grids'
 * column classes in src/shared (its @source).
 */
function webSource(): string {
  const root = path.join(process.cwd(), 'src', 'web');
  const web = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|html|css)$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
  const grids = readFileSync(path.join(process.cwd(), 'src', 'shared', 'grid-columns.ts'), 'utf8');
  return [...web, grids].join('\n');
}

describe('the pages the server writes', () => {
  it('use only Tailwind classes that the web source has, so the built CSS styles them', async () => {
    const source = webSource();
    const html = [
      await bodies.home(shop),
      await bodies.shop('?category=garagetools&q=lfit', shop),
      await bodies.shop('?q=nothing', shop),
      bodies.product(product, shop),
      bodies.product({ ...product, ...outOfStock, features: [], specifications: {} }, shop),
      bodies.productNotFound(shop),
      bodies.notFound(shop),
    ].join('');
    const classes = new Set(
      [...html.matchAll(/ class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)),
    );
    const missing = [...classes].filter((name) => {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return !new RegExp(`(^|[\\s"'\`])${escaped}(?=$|[\\s"'\`])`).test(source);
    });
    expect(missing).toEqual([]);
  });

  it('reads the shop address as the web does: category, sub-category, search, prices and the default order', () => {
    const base = { offset: 0, limit: 24, minPrice: undefined, maxPrice: undefined };
    expect(shopQuery('')).toEqual({
      ...base,
      sort: 'name',
      q: undefined,
      category: undefined,
      subCategory: undefined,
    });
    expect(shopQuery('?category=spraybooth&q=%20booth%20')).toMatchObject({
      category: 'spraybooth',
      q: 'booth',
      sort: 'relevance',
    });
    expect(shopQuery('?category=nonsense')).toMatchObject({ category: undefined });
    expect(shopQuery('?subCategory=xtool')).toMatchObject({
      category: 'diagnostictools',
      subCategory: 'xtool',
    });
    expect(shopQuery('?category=spraybooth&subCategory=xtool')).toMatchObject({
      category: 'spraybooth',
      subCategory: undefined,
    });
    expect(shopQuery('?minPrice=900000&maxPrice=100000&sort=price-desc')).toMatchObject({
      minPrice: 100_000,
      maxPrice: 900_000,
      sort: 'price-desc',
    });
    // Relevance needs a query: without one the shop is by name, as in the app.
    expect(shopQuery('?sort=relevance')).toMatchObject({ sort: 'name' });
    expect(shopQuery('?minPrice=-5&maxPrice=99999999999&sort=bogus')).toMatchObject({
      minPrice: undefined,
      maxPrice: undefined,
      sort: 'name',
    });
  });

  it('shows the shop numbers, the corrected search and out-of-stock cards', async () => {
    const html = await bodies.shop('?q=lfit', shop);
    expect(asked.at(-1)).toMatchObject({ q: 'lfit', sort: 'relevance', limit: 24 });
    expect(html).toContain('Showing 2 of 40 products');
    expect(html).toMatch(/Showing results for “<span [^>]*>lift<\/span>”/);
    // The filters in force, each a link to the shop without it.
    expect(html).toContain('aria-label="Remove filter: “lfit”"');
    expect(html).toMatch(/<a href="\/shop" aria-label="Remove filter: “lfit”"/);
    expect(html).toContain('href="/product/lift%2F1"');
    expect(html).toContain('₦1,234,567');
    // A card without a stored picture shows its image address, as the app does.
    expect(html).toContain('src="/media/lift-img/800.webp"');
    expect(html).toMatch(/Out of Stock<\/span>/);
  });

  it('cuts a long description on a phone and keeps all of it further down', () => {
    const html = bodies.product(product, shop);
    expect(html).toContain(`${'x'.repeat(120)}...`);
    expect(html).toContain(`>${'x'.repeat(300)}<`);
    expect(html).toContain('aria-current="page"');
  });

  it("draw the business details: the chat numbers, email, address, hours and name, the ask link to the orders' number", () => {
    const html = bodies.product(product, { ...shop, whatsapp: '2348077778888' });
    expect(html).toContain('href="https://wa.me/2348091112233"');
    expect(html).toContain('+234 809 111 2233');
    expect(html).toContain('href="https://wa.me/2348124445566"');
    expect(html).toContain('href="mailto:hello@ade.example"');
    expect(html).toContain('5 Creek Road, Apapa, Lagos');
    expect(html).toMatch(/<dt[^>]*>Mon-Sat<\/dt><dd>9:00 AM - 5:00 PM<\/dd>/);
    expect(html).toContain('aria-label="Ade Motors home"');
    expect(html).toContain('Ade Motors. All rights reserved.');
    expect(html).toContain('https://wa.me/2348077778888?text=Hello%20Ade%20Motors');
    expect(html).not.toMatch(/2348035550142|garagepro\.ng|Oba Akran/);
  });

  it('leave out an email and an address the owner has not given', () => {
    const html = bodies.notFound({ ...shop, email: '', address: '' });
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('Creek Road');
  });
});
