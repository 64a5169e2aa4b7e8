import { describe, expect, it } from 'vitest';
import type { ProductCard } from '../shared/product';
import type { ShopIdentity } from '../shared/shop';
import { renderPage, type PageSources } from './entry-server';
import { variantProductFixture } from './test/product-fixture';

const product = variantProductFixture();
const card: ProductCard = product;
const sameprice: ProductCard = {
  ...product,
  id: 'press',
  name: 'Press',
  variants: product.variants.map((variant) => ({ ...variant, price: 900_000 })),
  price: 900_000,
};

const shop: ShopIdentity = {
  name: 'Ade Motors',
  whatsapp: '2348091112233',
  chatPhones: ['2348091112233'],
  email: '',
  address: '',
  hours: [],
};

const sources: PageSources = {
  featured: async () => [card],
  list: async () => ({ products: [card, sameprice], total: 2 }),
  detail: async (id) => (id === product.id ? { product, related: [] } : undefined),
};

const draw = (url: string) => renderPage({ url, origin: 'https://shop.example', identity: shop, sources });

/** The radio of a value as the server drew it. */
const radioOf = (html: string, value: string) =>
  html.match(new RegExp(`<input[^>]*value="${value}"[^>]*>`))?.[0];

describe('the server draws products with variants', () => {
  it('opens the variant the address names: its values checked, its price and its ask link', async () => {
    const { html, status } = await draw('/product/lift-v?variant=LIFT-5T-380');
    expect(status).toBe(200);
    expect(radioOf(html, '5 t')).toContain('checked');
    expect(radioOf(html, '4 t')).not.toContain('checked');
    expect(html).toContain('₦1,400,000');
    expect(html).toContain('SKU%20LIFT-5T-380');
    expect(html).toContain('variant%3DLIFT-5T-380');
    // Every version, for a browser without scripts, each with its own link.
    expect(html.match(/aria-label="Versions"/g)).toHaveLength(1);
    expect(html).toContain('variant%3DLIFT-4T-220');
  });

  it('opens the first variant in stock without a choice', async () => {
    const { html } = await draw('/product/lift-v');
    expect(radioOf(html, '4 t')).toContain('checked');
    expect(radioOf(html, '380 V')).toContain('checked');
    expect(radioOf(html, '220 V')).toContain('disabled');
  });

  it('shows "From" on the card of a product whose variants cost differently, and a link to choose instead of adding', async () => {
    const { html } = await draw('/shop');
    expect(html).toContain('From ₦1,250,000');
    expect(html).toContain('₦900,000');
    expect(html).not.toContain('From ₦900,000');
    expect(html).toMatch(/<a [^>]*href="\/product\/lift-v"[^>]*>Choose options/);
    expect(html).not.toMatch(/>Add to Cart</);
  });
});
