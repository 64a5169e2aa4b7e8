import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { VALID_DETAILS } from '../../test/settings';

let shop: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  await insertProducts(shop.database.handle.db, [
    { id: 'kept-lift', name: 'Kept Lift', price: 2_500_000, category: ['garagetools'] },
  ]);
  admin = await createUser(shop, 'admin');
});
afterAll(async () => shop?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });

describe('the pages the server draws, kept while their data holds', () => {
  it('answers a page again with the same body and ETag, 304 to a browser that has it, compressed', async () => {
    for (const url of ['/', '/shop?category=garagetools', '/product/kept-lift']) {
      const first = await get(url);
      const again = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['content-encoding'], url).toBe('br');
      expect(again.rawPayload.equals(first.rawPayload), url).toBe(true);
      expect(again.headers.etag, url).toBe(first.headers.etag);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.body, url).toBe('');
    }
  });

  it('draws the pages again after a product changes: its new name on the shop and its own page', async () => {
    const before = await get('/shop?category=garagetools', { 'accept-encoding': 'identity' });
    expect(before.body).toContain('Kept Lift');
    const edit = await send(shop, 'PATCH', '/api/products/kept-lift', admin.cookie, { name: 'Renamed Lift' });
    expect(edit.statusCode).toBe(200);
    for (const url of ['/shop?category=garagetools', '/product/kept-lift']) {
      const after = await get(url, { 'accept-encoding': 'identity' });
      expect(after.body, url).toContain('Renamed Lift');
      expect(after.body, url).not.toContain('>Kept Lift<');
      const revalidated = await get(url, { 'if-none-match': String(before.headers.etag) });
      expect(revalidated.statusCode, url).toBe(200);
    }
  });

  it("draws the pages again after the business details change: the shop's new name", async () => {
    const before = await get('/', { 'accept-encoding': 'identity' });
    expect(before.body).not.toContain('Ade Motors Workshop');
    const saved = await send(shop, 'PUT', '/api/admin/settings/business', admin.cookie, {
      ...VALID_DETAILS,
      tradingName: 'Ade Motors Workshop',
    });
    expect(saved.statusCode).toBe(200);
    const after = await get('/', { 'accept-encoding': 'identity' });
    expect(after.body).toContain('Ade Motors Workshop');
  });

  it('keeps no page that is not found: a product removed is 404 at once', async () => {
    expect((await get('/product/kept-lift')).statusCode).toBe(200);
    const removed = await send(shop, 'DELETE', '/api/products/kept-lift', admin.cookie);
    expect(removed.statusCode).toBe(200);
    expect((await get('/product/kept-lift')).statusCode).toBe(404);
    expect((await get('/product/kept-lift')).statusCode).toBe(404);
  });
});
