import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductListResponseSchema,
  productHistoryResponseSchema,
  syncResponseSchema,
} from '../../../shared/admin-catalogue';
import { productListResponseSchema } from '../../../shared/product';
import { DEMO_PRODUCTS } from './demo/demo-products';
import { createUser, get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';

let shop: TestApp;
let admin: SignedIn;
const demo = DEMO_PRODUCTS[3]!;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
  // One demo product is already there under another id, with another price, soft-deleted;
  // the name differs only in case and spaces.
  await insertProducts(shop.database.handle.db, [
    { id: 'my-own-lift', name: ` ${demo.name.toUpperCase()} `, price: 1, stockCount: 0, isActive: false },
    { id: 'not-in-the-demo', name: 'Seller Special Press', price: 5_000 },
  ]);
}, 60_000);
afterAll(async () => shop?.close());

/** Every demo product the shop lists has its picture stored (200, WebP); answers how many it lists. */
async function everyListedPictureServed(): Promise<number> {
  const listed = productListResponseSchema.parse((await get(shop, '/api/products?limit=100')).json());
  // The seller's own product is a fixture whose picture the test never stored.
  for (const product of listed.products.filter((row) => row.id !== 'not-in-the-demo')) {
    const picture = await get(shop, product.image);
    expect(picture.statusCode, product.name).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  }
  return listed.total;
}

describe('POST /api/products/sync', () => {
  it('with pictures to encode, answers at once and adds the demo products, pictures stored, when its job is done', async () => {
    const response = await send(shop, 'POST', '/api/products/sync', admin.cookie);
    expect(response.statusCode, response.body).toBe(202);
    expect(syncResponseSchema.parse(response.json())).toEqual({
      added: DEMO_PRODUCTS.length - 1,
      updated: 1,
      unchanged: 0,
      message: 'Preparing the demo pictures: the products are added and updated when they are ready.',
      queued: true,
    });
    // A second sync while the job waits is refused, not queued twice.
    const again = await send(shop, 'POST', '/api/products/sync', admin.cookie);
    expect([again.statusCode, again.json().code]).toEqual([409, 'CONFLICT']);
    // Whenever the shop is read, no product it lists lacks its picture.
    expect(await everyListedPictureServed()).toBeGreaterThanOrEqual(1);
    await shop.app.jobs.drain();
    expect(await everyListedPictureServed()).toBe(DEMO_PRODUCTS.length + 1);

    const all = adminProductListResponseSchema.parse(
      (await send(shop, 'GET', '/api/admin/products?limit=200', admin.cookie)).json(),
    );
    expect(all.total).toBe(DEMO_PRODUCTS.length + 1);
    const updated = all.products.find((product) => product.id === 'my-own-lift')!;
    expect(updated).toMatchObject({
      name: demo.name,
      brand: demo.brand,
      price: demo.price,
      rating: 4,
      isActive: true,
      // The stock of a product that exists is never the sync's to change.
      stockCount: 0,
      inStock: false,
    });
    expect(all.products.find((product) => product.id === 'not-in-the-demo')?.price).toBe(5_000);
    for (const product of all.products.filter((row) => row.id !== 'not-in-the-demo')) {
      expect(product.rating, product.name).toBe(4);
      expect(product.isActive, product.name).toBe(true);
      expect(product.image, product.name).toBe(`/media/${product.imagePublicId}/800.webp`);
    }

    const history = productHistoryResponseSchema.parse(
      (await send(shop, 'GET', '/api/admin/products/my-own-lift/history', admin.cookie)).json(),
    );
    expect(history.changes[0]).toMatchObject({ action: 'sync', actorEmail: admin.email });
    expect(history.changes[0]?.changes.price).toEqual({ from: 1, to: demo.price });
  }, 120_000);

  it('with every picture stored, a second sync runs in the request, finds every demo product up to date and records nothing', async () => {
    const response = await send(shop, 'POST', '/api/products/sync', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(syncResponseSchema.parse(response.json())).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: DEMO_PRODUCTS.length,
    });
    const history = productHistoryResponseSchema.parse(
      (await send(shop, 'GET', '/api/admin/products/my-own-lift/history', admin.cookie)).json(),
    );
    expect(history.changes).toHaveLength(1);
  }, 120_000);

  it('runs one sync at a time', async () => {
    const [first, second] = await Promise.all([
      send(shop, 'POST', '/api/products/sync', admin.cookie),
      send(shop, 'POST', '/api/products/sync', admin.cookie),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
  }, 120_000);
});
