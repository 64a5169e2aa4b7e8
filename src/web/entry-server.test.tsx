import { describe, expect, it } from 'vitest';
import type { Product, ProductCard, ProductListQuery } from '../shared/product';
import type { ShopIdentity } from '../shared/shop';
import { renderPage, type PageSources } from './entry-server';

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
  options: [],
  variants: [],
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
  variants: [],
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
const sources: PageSources = {
  featured: async () => [card, outOfStock],
  list: async (query) => {
    asked.push(query);
    return { products: [card, outOfStock], total: 40, correctedQuery: 'lift' };
  },
  detail: async (id) => (id === product.id ? { product, related: [outOfStock] } : undefined),
};

const draw = (url: string, identity = shop) =>
  renderPage({ url, origin: 'https://shop.example', identity, sources });

describe('the storefront pages the server draws with the app', () => {
  it('shows the shop numbers, the corrected search and out-of-stock cards', async () => {
    const { html, status } = await draw('/shop?q=lfit');
    expect(status).toBe(200);
    expect(asked.at(-1)).toMatchObject({ q: 'lfit', sort: 'relevance', offset: 0, limit: 24 });
    expect(html).toContain('Showing 2 of 40 products');
    expect(html).toMatch(/Showing results for “<span [^>]*>lift<\/span>”/);
    // The filters in force, each a link to the shop without it.
    expect(html).toMatch(/<a href="\/shop" aria-label="Remove filter: “lfit”"/);
    expect(html).toContain('href="/product/lift%2F1"');
    expect(html).toContain('₦1,234,567');
    // A card without a stored picture shows its image address, as the app does.
    expect(html).toContain('src="/media/lift-img/800.webp"');
    expect(html).toMatch(/Out of Stock<\/span>/);
  });

  it('cuts a long description on a phone and keeps all of it further down', async () => {
    const { html } = await draw('/product/lift%2F1');
    expect(html).toContain(`${'x'.repeat(120)}...`);
    expect(html).toContain(`>${'x'.repeat(300)}<`);
    expect(html).toContain('aria-current="page"');
  });

  it("draws the business details: the chat numbers, email, address, hours and name, the ask link to the orders' number", async () => {
    const { html } = await draw('/product/lift%2F1', { ...shop, whatsapp: '2348077778888' });
    expect(html).toContain('href="https://wa.me/2348091112233"');
    expect(html).toContain('+234 809 111 2233');
    expect(html).toContain('href="https://wa.me/2348124445566"');
    expect(html).toContain('href="mailto:hello@ade.example"');
    expect(html).toContain('5 Creek Road, Apapa, Lagos');
    expect(html).toMatch(/<dt[^>]*>Mon-Sat<\/dt><dd>9:00 AM - 5:00 PM<\/dd>/);
    expect(html).toContain('aria-label="Ade Motors home"');
    expect(html).toMatch(/Ade Motors(<!-- -->)?\. All rights reserved\./);
    expect(html).toContain('https://wa.me/2348077778888?text=Hello%20Ade%20Motors');
    // Links shared from the page carry the shop's public address.
    expect(html).toContain('https%3A%2F%2Fshop.example%2Fproduct%2Flift%252F1');
    expect(html).not.toMatch(/2348035550142|garagepro\.ng|Oba Akran/);
  });

  it('leaves out an email and an address the owner has not given', async () => {
    const { html, status } = await draw('/no/such/page', { ...shop, email: '', address: '' });
    expect(status).toBe(404);
    expect(html).toContain('Oops! Page not found');
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('Creek Road');
  });

  it('answers a product that is not in the shop with 404 and "Product not found"', async () => {
    const { html, status, data } = await draw('/product/nothing');
    expect(status).toBe(404);
    expect(html).toContain('Product not found');
    // The page's data says so too, so the browser's first render draws the same.
    expect(data).toContain('"queryKey":["products","detail","nothing"]');
  });

  it('hands the data it drew from to the browser, with no text able to close its block', async () => {
    const { data } = await draw('/');
    expect(data).toMatch(/^<script type="application\/json" id="page-data">/);
    expect(data).toContain('"origin":"https://shop.example"');
    expect(data).toContain('"queryKey":["products","featured"]');
    expect(data).not.toContain('<1>');
    expect(data).toContain('\\u003c1>');
  });
});
