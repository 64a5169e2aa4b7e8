import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productHistoryResponseSchema,
  productResponseSchema,
  syncPlanSchema,
} from '../../../shared/admin-catalogue';
import { DEMO_PRODUCTS } from './demo/demo-products';
import { productChanges, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { moveOrder, namedUser, placeOrder, shopStock } from '../../test/orders';
import type { SignedIn } from '../../test/accounts';

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
const lift = DEMO_PRODUCTS.find((demo) => demo.name.startsWith('Launch TLT240SC'))!;
/** A demo product the shop does not have yet. */
const other = DEMO_PRODUCTS.find((demo) => demo !== lift)!;

/** How many products and product history rows the database holds. */
async function rowCounts(): Promise<{ products: number; changes: number }> {
  const db = shop.database.handle.db;
  const [productRows] = await db.select({ total: count() }).from(products);
  const [changeRows] = await db.select({ total: count() }).from(productChanges);
  return { products: productRows?.total ?? 0, changes: changeRows?.total ?? 0 };
}

beforeAll(async () => {
  shop = await createTestApp();
  admin = await namedUser(shop, 'admin', 'Bola Seller');
  customer = await namedUser(shop, 'verified', 'Chinedu Okafor');
  // The seller's own copy of the demo lift: another price and brand, 6 in stock, the name typed differently.
  await insertProducts(shop.database.handle.db, [
    {
      id: 'our-lift',
      name: `  ${lift.name.toLowerCase()} `,
      price: 1_000_000,
      brand: 'Launch Tech',
      stockCount: 6,
    },
    { id: 'not-in-the-demo', name: 'Seller Special Press', price: 5_000, stockCount: 3 },
  ]);
}, 60_000);
afterAll(async () => shop?.close());

describe('GET /api/products/sync/preview (the dry run)', () => {
  it('refuses anyone but an admin', async () => {
    expect((await send(shop, 'GET', '/api/products/sync/preview')).statusCode).toBe(401);
    const shopper = await namedUser(shop, 'verified', 'Ada Shopper');
    expect((await send(shop, 'GET', '/api/products/sync/preview', shopper.cookie)).statusCode).toBe(403);
  });

  it('lists the products to add and the fields each update changes, stock never among them, and writes nothing', async () => {
    const before = await rowCounts();
    const response = await send(shop, 'GET', '/api/products/sync/preview', admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const plan = syncPlanSchema.parse(response.json());

    expect(plan.add.map((entry) => entry.name).sort()).toEqual(
      DEMO_PRODUCTS.filter((demo) => demo !== lift)
        .map((demo) => demo.name)
        .sort(),
    );
    const added = plan.add.find((entry) => entry.name === other.name);
    expect(added).toEqual({
      name: other.name,
      brand: other.brand,
      price: other.price,
      stockCount: other.stockCount,
    });
    expect(plan.update).toHaveLength(1);
    const [update] = plan.update;
    expect(update).toMatchObject({ id: 'our-lift', name: `  ${lift.name.toLowerCase()} ` });
    expect(update!.changes).toMatchObject({
      name: { from: `  ${lift.name.toLowerCase()} `, to: lift.name },
      brand: { from: 'Launch Tech', to: lift.brand },
      price: { from: 1_000_000, to: lift.price },
      rating: { from: 4.5, to: 4 },
    });
    expect(update!.changes).not.toHaveProperty('stockCount');
    expect(update!.changes).not.toHaveProperty('inStock');
    expect(update!.changes).not.toHaveProperty('updatedAt');
    expect(plan.unchanged).toBe(0);

    // Nothing written: no product row, no history row, the lift as it was.
    expect(await rowCounts()).toEqual(before);
    const history = productHistoryResponseSchema.parse(
      (await send(shop, 'GET', '/api/admin/products/our-lift/history', admin.cookie)).json(),
    );
    expect(history.changes).toEqual([]);
  }, 120_000);
});

describe('POST /api/products/sync and stock', () => {
  it('never changes the stock of a product that exists: an order takes 6 to 4, sync keeps 4, cancelling gives back 6', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'our-lift', quantity: 2 }]);
    expect((await moveOrder(shop, admin.cookie, order.reference, 'confirmed')).statusCode).toBe(200);
    expect(await shopStock(shop, 'our-lift')).toEqual({ stockCount: 4, inStock: true });

    // The demo pictures are not stored yet: the sync runs as a job, written once they are.
    const synced = await send(shop, 'POST', '/api/products/sync', admin.cookie);
    expect(synced.statusCode, synced.body).toBe(202);
    expect(synced.json()).toMatchObject({ added: DEMO_PRODUCTS.length - 1, updated: 1, queued: true });
    await shop.app.jobs.drain();
    expect(await shopStock(shop, 'our-lift')).toEqual({ stockCount: 4, inStock: true });
    const admin1 = await send(shop, 'GET', '/api/admin/products/our-lift', admin.cookie);
    expect(admin1.json().product).toMatchObject({ name: lift.name, price: lift.price, stockCount: 4 });
    // A product added by the sync gets its demo stock.
    const addedDemo = other;
    expect((await shopStock(shop, addedDemo.id)).stockCount).toBe(addedDemo.stockCount);

    const history = productHistoryResponseSchema.parse(
      (await send(shop, 'GET', '/api/admin/products/our-lift/history', admin.cookie)).json(),
    );
    const syncChange = history.changes.find((change) => change.action === 'sync')!;
    expect(syncChange.changes).not.toHaveProperty('stockCount');

    expect((await moveOrder(shop, admin.cookie, order.reference, 'cancelled')).statusCode).toBe(200);
    expect(await shopStock(shop, 'our-lift')).toEqual({ stockCount: 6, inStock: true });
    // The product that is not in the demo catalogue is left alone.
    expect(await shopStock(shop, 'not-in-the-demo')).toEqual({ stockCount: 3, inStock: true });
  }, 120_000);

  it('after a sync the dry run has nothing left to change, and a second sync writes nothing', async () => {
    const plan = syncPlanSchema.parse(
      (await send(shop, 'GET', '/api/products/sync/preview', admin.cookie)).json(),
    );
    expect(plan).toEqual({ add: [], update: [], unchanged: DEMO_PRODUCTS.length });
    const before = await rowCounts();
    const again = await send(shop, 'POST', '/api/products/sync', admin.cookie);
    expect(again.json()).toEqual({
      added: 0,
      updated: 0,
      unchanged: DEMO_PRODUCTS.length,
      message: 'Products synced successfully!',
    });
    expect(await rowCounts()).toEqual(before);
  }, 120_000);

  it("adds a demo product with its variants, then never changes a variant's stock nor the summary of them (decision 052)", async () => {
    const demo = DEMO_PRODUCTS.find((product) => product.name.startsWith('BendPak'))!;
    const read = async () =>
      productResponseSchema.parse(
        (await send(shop, 'GET', `/api/admin/products/${demo.id}`, admin.cookie)).json(),
      ).product;
    const added = await read();
    expect(added.variants.map((variant) => [variant.sku, variant.price, variant.stockCount])).toEqual(
      demo.variants!.map((variant) => [variant.sku, variant.price, variant.stockCount]),
    );
    expect(added.options).toEqual(demo.options);

    // The seller reprices the cheapest version and sells the last 5 t / 380 V.
    const variants = added.variants.map((variant) => ({
      sku: variant.sku,
      options: variant.options,
      price: variant.sku === 'BP-XPR10-4T-220' ? 6_500_000 : variant.price,
      stockCount: variant.sku === 'BP-XPR10-5T-380' ? 0 : variant.stockCount,
    }));
    const patched = await send(shop, 'PATCH', `/api/products/${demo.id}`, admin.cookie, { variants });
    expect(patched.statusCode, patched.body).toBe(200);

    const synced = await send(shop, 'POST', '/api/products/sync', admin.cookie);
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toMatchObject({ updated: 0, unchanged: DEMO_PRODUCTS.length });
    const after = await read();
    expect(after.variants.map((variant) => [variant.sku, variant.price, variant.stockCount])).toEqual([
      ['BP-XPR10-4T-220', 6_500_000, 1],
      ['BP-XPR10-4T-380', 6_900_000, 0],
      ['BP-XPR10-5T-220', 7_400_000, 0],
      ['BP-XPR10-5T-380', 7_550_000, 0],
    ]);
    // The row stays the variants' summary, not the demo's price and stock.
    expect([after.price, after.stockCount, after.inStock]).toEqual([6_500_000, 1, true]);
  }, 120_000);
});
