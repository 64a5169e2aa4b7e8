import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { insertProducts } from '../../test/fixtures';

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp();
  await insertProducts(shop.database.handle.db, [
    { id: 'bench-grinder', name: 'Bench Grinder <Pro>', price: 185_000, category: ['others'] },
    { id: 'hidden-item', name: 'Hidden', price: 1000, isActive: false },
  ]);
  mkdirSync(path.join(shop.config.uploadsDir, 'abc123'), { recursive: true });
  writeFileSync(path.join(shop.config.uploadsDir, 'abc123', '320.webp'), Buffer.from('RIFF....WEBP'));
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
