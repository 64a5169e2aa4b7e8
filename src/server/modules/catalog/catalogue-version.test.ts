import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogueVersion } from '../../db/catalogue-version';
import { inTransaction } from '../../db/transaction';
import { products } from '../../db/schema';
import { get } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { insertProducts } from '../../test/fixtures';

const CHECK_MS = 100;
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ catalogueVersionCheckMs: CHECK_MS });
  await insertProducts(shop.database.handle.db, [
    { id: 'brake-lathe', name: 'Brake Lathe', price: 900_000 },
    { id: 'oil-drainer', name: 'Oil Drainer', price: 60_000 },
  ]);
});
afterAll(async () => shop?.close());

const version = () => readCatalogueVersion(shop.database.handle.db);
const setPrice = (id: string, kobo: number) =>
  sql`update ${products} set price_kobo = ${kobo} where id = ${id}`;

describe('the catalogue version', () => {
  it('moves once per transaction that writes products, at its commit, and not for a rolled-back one', async () => {
    const { db } = shop.database.handle;
    const before = await version();
    await inTransaction(db, async (tx) => {
      await tx.execute(setPrice('brake-lathe', 90_000_100));
      await tx.execute(setPrice('oil-drainer', 6_000_100));
    });
    expect(await version()).toBe(before + 1);
    await inTransaction(db, async (tx) => {
      await tx.execute(setPrice('brake-lathe', 1));
      throw new Error('changed my mind');
    }).catch(() => {});
    expect(await version()).toBe(before + 1);
    await db.execute(sql`update business_details set updated_at = now()`);
    expect(await version()).toBe(before + 1);
  });

  it('makes the shop drop its copy after a product write nobody announced', async () => {
    const price = async () => (await get(shop, '/api/products/brake-lathe')).json().product.price as number;
    expect(await price()).toBe(900_001);
    // Written by hand (a script, another tool): no notification, only the version row moves.
    await shop.database.handle.db.execute(setPrice('brake-lathe', 95_000_000));
    const started = Date.now();
    while ((await price()) !== 950_000) {
      expect(Date.now() - started).toBeLessThan(CHECK_MS + 2_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
