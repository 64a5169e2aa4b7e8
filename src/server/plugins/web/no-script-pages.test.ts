import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HERO_SLIDES } from '../../../shared/hero-slides';
import { createTestApp, type TestApp } from '../../test/app';
import { insertProducts } from '../../test/fixtures';

let shop: TestApp;

const TRICKY_NAME = `Jack <script>alert("x")</script> & 'Co'`;

beforeAll(async () => {
  shop = await createTestApp();
  await insertProducts(shop.database.handle.db, [
    {
      id: 'two-post-lift',
      name: 'Two Post Lift TLT-240',
      brand: 'BendPak',
      price: 2_750_000,
      originalPrice: 3_000_000,
      category: ['garagetools'],
      description: 'A 4.5 tonne two post lift for busy workshops.',
      featured: true,
      ageHours: 1,
    },
    {
      id: 'spray-booth',
      name: 'Spray Booth SB-900',
      brand: 'Ravaglioli',
      price: 27_500_000,
      category: ['spraybooth'],
      featured: true,
      ageHours: 2,
    },
    {
      id: 'thinkcar-scanner',
      name: 'Thinkcar Scanner',
      brand: 'Thinkcar',
      price: 450_000,
      category: ['diagnostictools'],
      subCategory: ['thinkcar'],
      stockCount: 0,
      ageHours: 3,
    },
    {
      id: 'tricky',
      name: TRICKY_NAME,
      brand: `"Quote" <b>`,
      price: 1_000,
      category: ['others'],
      ageHours: 4,
    },
    { id: 'hidden-lift', name: 'Hidden Lift', price: 10_000, isActive: false },
  ]);
});
afterAll(async () => shop?.close());

const get = (url: string) => shop.app.inject({ method: 'GET', url });

/** The HTML inside #root: what a browser without script shows. */
async function rootOf(url: string, status = 200): Promise<string> {
  const response = await get(url);
  expect(response.statusCode, url).toBe(status);
  expect(response.headers['cache-control']).toBe('no-cache');
  const html = response.body;
  const start = html.indexOf('<div id="root">');
  expect(start, `${url} has #root`).toBeGreaterThan(-1);
  return html.slice(start, html.lastIndexOf('</body>'));
}

/** Every <img> tag of a piece of HTML. */
const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);

describe('pages in the HTML the server sends (for a browser that runs no script)', () => {
  it('gives the home page the hero, the featured products with naira prices and pictures, and the categories', async () => {
    const root = await rootOf('/');
    expect(root).toContain(HERO_SLIDES[0]!.title);
    expect(root).toContain(HERO_SLIDES[0]!.text);
    expect(root).toContain('Two Post Lift TLT-240');
    expect(root).toContain('₦2,750,000');
    expect(root).toContain('₦27,500,000');
    expect(root).toContain('href="/product/two-post-lift"');
    expect(root).toContain('href="/shop?category=spraybooth"');
    // Only the featured products: the others are in the shop.
    expect(root).not.toContain('Thinkcar Scanner');
    for (const img of images(root)) {
      expect(img).toMatch(/ width="800" height="600"/);
      expect(img).toContain('loading="lazy"');
    }
    expect(images(root)).toHaveLength(2);
  });

  it('lists the first products of the shop, by name, with their count, links, prices and pictures', async () => {
    const root = await rootOf('/shop');
    expect(root).toContain('Showing 4 of 4 products');
    const names = [...root.matchAll(/<h2 class="[^"]*"><a [^>]*href="\/product\/([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(['tricky', 'spray-booth', 'thinkcar-scanner', 'two-post-lift']);
    expect(root).toContain('₦450,000');
    expect(root).toContain('Out of Stock');
    expect(root).not.toContain('Hidden Lift');
    // The first row of a phone's two columns comes first; every other picture waits for its turn.
    const [first, second, ...others] = images(root);
    for (const img of [first, second]) {
      expect(img).toMatch(/fetchpriority="high"/i);
      expect(img).toContain('loading="eager"');
    }
    for (const img of others) expect(img).toContain('loading="lazy"');
    expect(first).toContain('src="/media/tricky-img/480.webp"');
    // (React writes the attribute as srcSet: HTML's attribute names are not case-sensitive.)
    expect(first).toMatch(
      /srcset="\/media\/tricky-img\/320\.webp 320w, \/media\/tricky-img\/480\.webp 480w/i,
    );
    // The card's link names the product (its picture is the link's, so its alt text is empty).
    expect(root).toMatch(/<a [^>]*href="\/product\/spray-booth"[^>]*>Spray Booth SB-900<\/a>/);
    // A plain search form that works without a script.
    expect(root).toMatch(/<form role="search"(?=[^>]*\baction="\/shop")(?=[^>]*\bmethod="get")[^>]*>/);
    expect(root).toContain('name="q"');
  });

  it('filters the shop by category, sub-category and search as the address says', async () => {
    const category = await rootOf('/shop?category=spraybooth');
    expect(category).toContain(
      '<h1 class="text-2xl font-extrabold tracking-tight text-foreground-strong sm:text-4xl">SprayBooth</h1>',
    );
    expect(category).toContain('Showing 1 of 1 products');
    expect(category).toContain('Spray Booth SB-900');
    expect(category).not.toContain('Two Post Lift TLT-240');
    // The search form keeps the category.
    expect(category).toContain('<input type="hidden" name="category" value="spraybooth"/>');

    const sub = await rootOf('/shop?subCategory=thinkcar');
    expect(sub).toContain('Showing 1 of 1 products');
    expect(sub).toContain('Thinkcar Scanner');

    const search = await rootOf('/shop?q=lift');
    expect(search).toContain('Showing 1 of 1 products');
    expect(search).toContain('Two Post Lift TLT-240');
    expect(search).toContain('value="lift"');
    // Its order form keeps the search and offers Relevance, the order while searching.
    expect(search).toMatch(/<option value="relevance" selected="">Relevance<\/option>/);
    expect(search).toContain('<input type="hidden" name="q" value="lift"/>');

    const cheapFirst = await rootOf('/shop?sort=price-asc');
    expect(cheapFirst.indexOf('₦1,000')).toBeLessThan(cheapFirst.indexOf('₦450,000'));

    const none = await rootOf('/shop?q=nothing-like-this');
    expect(none).toContain('Showing 0 of 0 products');
    expect(none).toContain('No products found matching your criteria.');
  });

  it('gives a product page its picture, name, price, saving, description, specifications, stock and an Ask on WhatsApp link', async () => {
    const root = await rootOf('/product/two-post-lift');
    expect(root).toMatch(/<h1 [^>]*>Two Post Lift TLT-240<\/h1>/);
    expect(root).toContain('₦2,750,000');
    expect(root).toContain('Save ₦250,000');
    expect(root).toContain('A 4.5 tonne two post lift for busy workshops.');
    expect(root).toContain('<dt class="font-semibold text-foreground">Warranty</dt>');
    expect(root).toContain('In Stock');
    expect(root).toContain('Sturdy build');
    const [picture] = images(root);
    expect(picture).toContain('alt="Two Post Lift TLT-240"');
    expect(picture).toMatch(/fetchpriority="high"/i);
    expect(picture).toContain('src="/media/two-post-lift-img/480.webp"');

    const ask =
      /<a href="(https:\/\/wa\.me\/[^"]+)"[^>]*>(?:(?!<\/a>).)*Ask about this on WhatsApp<\/a>/.exec(root);
    expect(ask, 'the Ask link').not.toBeNull();
    const link = new URL(ask![1]!.replaceAll('&#38;', '&'));
    // The number orders go to: SELLER_WHATSAPP until the owner saves the business details.
    expect(link.pathname).toBe(`/${shop.config.sellerWhatsapp}`);
    const text = link.searchParams.get('text') ?? '';
    expect(text).toContain('Two Post Lift TLT-240');
    expect(text).toContain('₦2,750,000');
    expect(text).toContain('http://shop.test/product/two-post-lift');

    expect(await rootOf('/product/thinkcar-scanner')).toContain('Out of Stock');
  });

  it('escapes every text of the catalogue', async () => {
    for (const url of ['/shop', '/product/tricky', '/shop?q=%3Cscript%3E%22']) {
      const response = await get(url);
      expect(response.body, url).not.toContain('<script>alert');
      expect(response.body, url).not.toContain('<b>');
      expect(response.body, url).not.toContain('"Quote"');
    }
    const product = await rootOf('/product/tricky');
    expect(product).toContain('Jack &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;Co&#x27;');
    expect(product).toContain('alt="Jack &lt;script&gt;alert(&quot;x&quot;)');
    const search = await rootOf('/shop?q=%3Cscript%3E%22');
    expect(search).toContain('value="&lt;script&gt;&quot;"');
  });

  it('answers a missing or hidden product with 404 and the "Product not found" screen', async () => {
    for (const url of ['/product/nothing', '/product/hidden-lift']) {
      const root = await rootOf(url, 404);
      expect(root).toContain('Product not found');
      expect(root).toContain('href="/shop"');
      expect(root).not.toContain('Hidden Lift');
    }
    expect(await rootOf('/no/such/page', 404)).toContain('Oops! Page not found');
  });

  it('leaves the app alone on the pages it draws by itself, and adds no script to any page', async () => {
    for (const url of ['/cart', '/login', '/admin/products', '/orders/GE-1001']) {
      expect(await rootOf(url)).toMatch(/^<div id="root"><\/div>/);
      expect((await get(url)).body).not.toContain('id="page-data"');
    }
    for (const url of ['/', '/shop', '/product/tricky']) {
      const response = await get(url);
      // The test shell has one inline script (the splash's stand-in): it is still the only one that runs
      // (the shop's identity and the page's data are JSON data blocks, which a browser never runs; React's
      // server rendering adds no script of its own).
      expect(response.body.match(/<script(?! type="application\/json")/g), url).toHaveLength(1);
      expect(response.body.match(/<script type="application\/json" id="[a-z-]+"/g), url).toEqual([
        '<script type="application/json" id="shop-identity"',
        '<script type="application/json" id="page-data"',
      ]);
    }
  });
});
