import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../../../shared/categories';
import { products } from '../../db/schema';
import { storeImage } from '../../modules/media';
import { createTestApp, type TestApp } from '../../test/app';
import { insertProducts } from '../../test/fixtures';
import { testJpeg } from '../../test/images';

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp();
  await insertProducts(shop.database.handle.db, [
    { id: 'bench-grinder', name: 'Bench Grinder <Pro>', price: 185_000, category: ['others'] },
    { id: 'hidden-item', name: 'Hidden', price: 1000, isActive: false },
    { id: 'shared-lift', name: 'Shared Lift', price: 2_500_000, category: ['garagetools'] },
  ]);
  // A product whose picture is really stored, as an upload stores it.
  const picture = await storeImage(shop.app.images, await testJpeg());
  await shop.database.handle.db
    .update(products)
    .set({ image: picture.image, imagePublicId: picture.publicId })
    .where(eq(products.id, 'shared-lift'));
  await shop.app.images.put('abc123', new Map([['320.webp', Buffer.from('RIFF....WEBP')]]));
});
afterAll(async () => shop?.close());

const get = (url: string) => shop.app.inject({ method: 'GET', url });

describe('pages', () => {
  it('serves each storefront page with its own title and description', async () => {
    const response = await get('/about');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>About Us | GaragePro</title>');
    expect(response.body).toContain('<meta property="og:url" content="http://shop.test/about">');
    expect(response.body).toContain('Premium Garage Equipment');
  });

  it('gives a product page its name, naira price and picture, escaped, in the HTML itself', async () => {
    const response = await get('/product/bench-grinder');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Bench Grinder &#60;Pro&#62; - ₦185,000 | GaragePro</title>');
    expect(response.body).toContain('<meta property="og:type" content="product">');
    expect(response.body).toContain(
      '<meta property="og:image" content="http://shop.test/media/bench-grinder-img/share.jpg">',
    );
    expect(response.body).toContain('<meta property="product:price:amount" content="185000.00">');
    expect(response.body).not.toContain('<Pro>');
  });

  it("serves the admin's nested pages as the dashboard's page", async () => {
    for (const url of ['/admin/products', '/admin/products/p1/edit?q=lift', '/admin/orders/GE-1001']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Admin Dashboard | GaragePro</title>');
    }
  });

  it('answers unknown paths and missing products with 404 and the app shell', async () => {
    for (const url of ['/no/such/page', '/product/hidden-item', '/product/nothing']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });
});

describe('security headers', () => {
  it('sends a CSP that allows the shell inline script by hash only, and the other headers', async () => {
    const response = await get('/');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('puts the headers on API responses too', async () => {
    const response = await get('/api/health');
    expect(response.json()).toMatchObject({ status: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});

describe('files', () => {
  it('serves stored pictures with immutable caching', async () => {
    const response = await get('/media/abc123/320.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve files outside the uploads folder', async () => {
    const response = await get('/media/..%2f..%2fpackage.json');
    expect(response.statusCode).toBe(404);
  });

  it('lists public pages and active products in sitemap.xml, and points robots.txt at it', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain('<loc>http://shop.test/product/bench-grinder</loc>');
    expect(sitemap.body).toContain('<loc>http://shop.test/shop?category=spraybooth</loc>');
    expect(sitemap.body).not.toContain('hidden-item');
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: http://shop.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /orders');
  });
});

describe('link previews', () => {
  const PUBLIC_PAGES = [
    '/',
    '/shop',
    '/about',
    '/contact',
    '/cart',
    '/login',
    '/signup',
    ...CATEGORY_IDS.map((id) => `/shop?category=${id}`),
    '/shop?category=diagnostictools&subCategory=thinkcar',
    '/product/shared-lift',
  ];

  /** The content of `<meta property="...">` in a page. */
  function metaContent(html: string, property: string): string | undefined {
    const escaped = property.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`<meta property="${escaped}" content="([^"]*)">`).exec(html)?.[1];
  }

  async function previewOf(url: string) {
    const page = await get(url);
    expect(page.statusCode, url).toBe(200);
    const image = metaContent(page.body, 'og:image');
    expect(image, `${url} has og:image`).toBeDefined();
    return {
      image: image!,
      width: Number(metaContent(page.body, 'og:image:width')),
      height: Number(metaContent(page.body, 'og:image:height')),
      type: metaContent(page.body, 'og:image:type'),
    };
  }

  it('gives every public page an absolute og:image with its size and type, a JPEG under 300 KB', async () => {
    for (const url of PUBLIC_PAGES) {
      const preview = await previewOf(url);
      expect(preview.image, url).toMatch(/^http:\/\/shop\.test\/media\//);
      expect(preview.type, url).toBe('image/jpeg');
      expect([
        [1200, 630],
        [800, 600],
      ]).toContainEqual([preview.width, preview.height]);

      const picture = await get(new URL(preview.image).pathname);
      expect(picture.statusCode, preview.image).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(picture.rawPayload.length).toBeLessThan(300 * 1024);
      const { format, width, height } = await sharp(picture.rawPayload).metadata();
      expect({ format, width, height }, preview.image).toEqual({
        format: 'jpeg',
        width: preview.width,
        height: preview.height,
      });
    }
  });

  it('shows the shop on the shop pages and each category its own picture, at stable addresses', async () => {
    const shopImage = (await previewOf('/')).image;
    for (const url of ['/shop', '/about', '/contact', '/shop?category=no-such-category']) {
      expect((await previewOf(url)).image, url).toBe(shopImage);
    }
    const categoryImages = new Set<string>();
    for (const id of CATEGORY_IDS) {
      const { image } = await previewOf(`/shop?category=${id}`);
      expect(image).not.toBe(shopImage);
      expect(image).toContain(id);
      categoryImages.add(image);
    }
    expect(categoryImages.size).toBe(CATEGORY_IDS.length);
    expect((await previewOf('/')).image).toBe(shopImage);
  });

  it('answers 404 for a preview picture that does not exist', async () => {
    const { image } = await previewOf('/');
    const stale = new URL(image).pathname.replace(/-[0-9a-f]+\.jpg$/, '-0000000000.jpg');
    for (const url of [stale, '/media/share/nothing.jpg', '/media/share/..%2f..%2fpackage.json']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
