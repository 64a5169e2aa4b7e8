import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminProductListResponseSchema, productResponseSchema } from '../../../shared/admin-catalogue';
import { dashboardResponseSchema } from '../../../shared/dashboard';
import { uploadResponseSchema } from '../../../shared/admin-catalogue';
import { jobs, products as productsTable } from '../../db/schema';
import { createUser, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { productInput, send } from '../../test/catalog-admin';
import { fixtureRow, type FixtureProduct } from '../../test/fixtures';
import { testJpeg, upload } from '../../test/images';
import { mailJobs } from '../../test/mail';
import { moveOrder, namedUser, placeOrder } from '../../test/orders';
import { VALID_DETAILS } from '../../test/settings';
import { applyImport, csvFile, previewImport } from '../../test/spreadsheets';

let shop: TestApp;
let owner: SignedIn;
let customer: SignedIn;

const FIXTURES: FixtureProduct[] = [
  { id: 'car-lift', name: 'Two Post Car Lift', price: 2_450_000, stockCount: 5, lowStockThreshold: 3 },
  { id: 'jack', name: 'Trolley Jack', price: 150_000, stockCount: 40 },
  { id: 'gauge', name: 'Tyre Gauge', price: 20_000, stockCount: 2 },
  { id: 'booth', name: 'Spray Booth', price: 9_000_000, stockCount: 0, lowStockThreshold: 0 },
  { id: 'washer', name: 'Parts Washer', price: 300_000, stockCount: 9, lowStockThreshold: 10 },
  { id: 'retired', name: 'Old Washer', price: 90_000, stockCount: 0, isActive: false },
];

beforeAll(async () => {
  shop = await createTestApp();
  owner = await namedUser(shop, 'admin', 'Bola Owner');
  customer = await createUser(shop, 'verified');
});
beforeEach(async () => {
  const db = shop.database.handle.db;
  await db.execute(sql`delete from product_changes`);
  await db.execute(sql`delete from order_events`);
  await db.execute(sql`delete from order_items`);
  await db.execute(sql`delete from orders`);
  await db.delete(jobs).where(eq(jobs.kind, 'mail'));
  await db.delete(productsTable);
  await db.insert(productsTable).values(FIXTURES.map(fixtureRow));
});
afterAll(async () => shop?.close());

/**
 * The low-stock mails queued so far to `to`, oldest first (until business details are saved, each
 * crossing mails every admin: the owner and the staff the tests add).
 */
async function lowStockMails(to = owner.email) {
  return (await mailJobs(shop.database.handle.db, 'low stock')).filter((mail) => mail.to === to);
}

async function setStock(id: string, stockCount: number, cookie = owner.cookie) {
  const response = await send(shop, 'PATCH', `/api/products/${id}/stock`, cookie, { stockCount });
  expect(response.statusCode, response.body).toBe(200);
}

async function edit(id: string, body: object, cookie = owner.cookie) {
  return send(shop, 'PATCH', `/api/products/${id}`, cookie, body);
}

async function adminList(query: string) {
  const response = await send(shop, 'GET', `/api/admin/products${query}`, owner.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return adminProductListResponseSchema.parse(response.json());
}

describe('the low-stock threshold', () => {
  it('is saved on create (2 when not given) and on edit', async () => {
    const image = uploadResponseSchema.parse(
      (await upload(shop, { data: await testJpeg() }, owner.cookie)).json(),
    ).public_id;
    const created = await send(shop, 'POST', '/api/products', owner.cookie, productInput(image));
    expect(created.statusCode, created.body).toBe(201);
    const product = productResponseSchema.parse(created.json()).product;
    expect(product.lowStockThreshold).toBe(2);
    const other = await send(
      shop,
      'POST',
      '/api/products',
      owner.cookie,
      productInput(image, { name: 'Bench Grinder', lowStockThreshold: 7 }),
    );
    expect(productResponseSchema.parse(other.json()).product.lowStockThreshold).toBe(7);

    const edited = await edit(product.id, { lowStockThreshold: 0 });
    expect(edited.statusCode).toBe(200);
    expect(productResponseSchema.parse(edited.json()).product.lowStockThreshold).toBe(0);
  });

  it.each([
    [-1, 'Low-stock threshold must be 0 or more'],
    [1.5, 'Low-stock threshold must be a whole number'],
    ['3', 'Low-stock threshold must be a whole number'],
    [null, 'Low-stock threshold must be a whole number'],
  ])('refuses %o with a clear message and changes nothing', async (value, message) => {
    const response = await edit('car-lift', { lowStockThreshold: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    const [row] = await shop.database.handle.db
      .select()
      .from(productsTable)
      .where(sql`${productsTable.id} = 'car-lift'`);
    expect(row!.lowStockThreshold).toBe(3);
  });

  it('may be changed by a storekeeper (a stock field) but not by a sales admin', async () => {
    const storekeeper = await createUser(shop, 'admin');
    await setUserFields(shop, storekeeper.email, { staffLevel: 'storekeeper' });
    const sales = await createUser(shop, 'admin');
    await setUserFields(shop, sales.email, { staffLevel: 'sales' });
    expect((await edit('jack', { lowStockThreshold: 5 }, storekeeper.cookie)).statusCode).toBe(200);
    const refused = await edit('jack', { lowStockThreshold: 9 }, sales.cookie);
    expect(refused.statusCode).toBe(403);
    expect((await adminList('?q=jack')).products[0]!.lowStockThreshold).toBe(5);
  });
});

describe('the admin list and the Overview', () => {
  it('filters the products at or below their own threshold, each carrying its stock and threshold', async () => {
    const low = await adminList('?lowStock=true');
    expect(low.products.map((product) => product.id).sort()).toEqual(['booth', 'gauge', 'retired', 'washer']);
    expect(low.total).toBe(4);
    for (const product of low.products)
      expect(product.stockCount).toBeLessThanOrEqual(product.lowStockThreshold);
    expect((await adminList('?lowStock=true&status=active')).total).toBe(3);
    expect((await adminList('?lowStock=true&q=washer&status=active')).products.map((p) => p.id)).toEqual([
      'washer',
    ]);
    expect((await adminList('?lowStock=false')).total).toBe(6);
    const bad = await send(shop, 'GET', '/api/admin/products?lowStock=maybe', owner.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('counts and lists the active low-stock products on the Overview', async () => {
    const response = await send(shop, 'GET', '/api/admin/dashboard', owner.cookie);
    const overview = dashboardResponseSchema.parse(response.json());
    expect(overview.lowStockCount).toBe(3);
    expect(overview.lowStock).toEqual([
      { id: 'booth', name: 'Spray Booth', stockCount: 0, lowStockThreshold: 0 },
      { id: 'gauge', name: 'Tyre Gauge', stockCount: 2, lowStockThreshold: 2 },
      { id: 'washer', name: 'Parts Washer', stockCount: 9, lowStockThreshold: 10 },
    ]);
    await setStock('car-lift', 3);
    const after = dashboardResponseSchema.parse(
      (await send(shop, 'GET', '/api/admin/dashboard', owner.cookie)).json(),
    );
    expect(after.lowStockCount).toBe(4);
  });
});

describe("the seller's low-stock mail", () => {
  it('is queued once when a stock edit crosses the threshold, and again only after going back above', async () => {
    await setStock('car-lift', 4); // 5 -> 4, threshold 3: still above
    expect(await lowStockMails()).toHaveLength(0);
    await setStock('car-lift', 3); // crosses
    const [mail] = await lowStockMails();
    expect(await lowStockMails()).toHaveLength(1);
    expect(mail!.to).toBe(owner.email);
    expect(mail!.subject).toBe('GaragePro: low stock, Two Post Car Lift (3 left)');
    expect(mail!.text).toContain(
      'Two Post Car Lift is low on stock: 3 left, at or below its low-stock threshold of 3.',
    );
    expect(mail!.text).toContain('Stock left: 3');
    expect(mail!.text).toContain('Low-stock threshold: 3');
    expect(mail!.text).toContain('http://shop.test/admin/products/car-lift/edit');
    expect(mail!.html).toContain('href="http://shop.test/admin/products/car-lift/edit"');

    await setStock('car-lift', 1); // already low: no second mail
    await setStock('car-lift', 0);
    expect(await lowStockMails()).toHaveLength(1);

    await setStock('car-lift', 10); // back above
    expect(await lowStockMails()).toHaveLength(1);
    await setStock('car-lift', 2); // crosses again
    expect(await lowStockMails()).toHaveLength(2);
  });

  it('is queued when a new threshold puts the stock at or below it, or an edit of the form sets the stock', async () => {
    const raised = await edit('jack', { lowStockThreshold: 40 });
    expect(raised.statusCode).toBe(200);
    expect((await lowStockMails()).map((mail) => mail.subject)).toEqual([
      'GaragePro: low stock, Trolley Jack (40 left)',
    ]);
    expect((await edit('washer', { stockCount: 11 })).statusCode).toBe(200);
    expect((await edit('washer', { stockCount: 10 })).statusCode).toBe(200);
    expect(await lowStockMails()).toHaveLength(2);
  });

  it('is queued when a spreadsheet import takes the stock to its threshold', async () => {
    const file = csvFile([
      ['ID', 'Name', 'Stock'],
      ['car-lift', 'Two Post Car Lift', 3],
      ['jack', 'Trolley Jack', 39],
    ]);
    const previewed = await previewImport(shop, owner.cookie, file);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const applied = await applyImport(shop, owner.cookie, file, previewed.json().token);
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await lowStockMails()).map((mail) => mail.subject)).toEqual([
      'GaragePro: low stock, Two Post Car Lift (3 left)',
    ]);
  });

  it('is not queued for a product out of the shop, nor by a write that is refused', async () => {
    await setStock('retired', 10);
    await setStock('retired', 0);
    expect(await lowStockMails()).toHaveLength(0);
    const refused = await edit('car-lift', { stockCount: 1, subCategory: ['xtool'] });
    expect(refused.statusCode).toBe(400);
    expect(await lowStockMails()).toHaveLength(0);
  });

  it('is queued when an order takes the stock below the threshold, to the business email once saved', async () => {
    const saved = await send(shop, 'PUT', '/api/admin/settings/business', owner.cookie, VALID_DETAILS);
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'car-lift', quantity: 2 }]);
      expect(await lowStockMails()).toHaveLength(0); // placing takes no stock
      const confirmed = await moveOrder(shop, owner.cookie, order.reference, 'confirmed');
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await lowStockMails()).toHaveLength(0);
      const mails = await lowStockMails('sales@garagepro.ng');
      expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
        ['sales@garagepro.ng', 'GaragePro Nigeria Ltd: low stock, Two Post Car Lift (3 left)'],
      ]);
    } finally {
      await shop.database.handle.db.execute(sql`delete from business_details`);
    }
  });
});
