import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPreviewSchema, importResultSchema } from '../../../shared/spreadsheet';
import { productChanges, products } from '../../db/schema';
import { createUser, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { testJpeg, upload } from '../../test/images';
import { applyImport, csvFile, previewImport } from '../../test/spreadsheets';

let shop: TestApp;
let owner: SignedIn;
let picture: string;
const ROWS = 5_000;

const HEADER = ['ID', 'Name', 'Brand', 'Price', 'Stock', 'Categories', 'Description', 'Features', 'Images'];
const file = (price: (index: number) => number) =>
  csvFile([
    HEADER,
    ...Array.from({ length: ROWS }, (_, index) => [
      '',
      `Generated Lift ${index + 1}`,
      'Launch',
      price(index),
      index % 7,
      'Garage Tools',
      `Generated lift number ${index + 1}.`,
      'Two-speed pump\nSafety locks',
      picture,
    ]),
  ]);

async function previewAndApply(data: Buffer) {
  const preview = await previewImport(shop, owner.cookie, data);
  expect(preview.statusCode, preview.body.slice(0, 500)).toBe(200);
  const plan = importPreviewSchema.parse(preview.json());
  const applied = await applyImport(shop, owner.cookie, data, plan.token);
  expect(applied.statusCode, applied.body.slice(0, 500)).toBe(200);
  return { plan, result: importResultSchema.parse(applied.json()) };
}

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
  picture = (await upload(shop, { data: await testJpeg() }, owner.cookie)).json().public_id;
}, 120_000);
afterAll(async () => shop?.close());

describe(`a file of ${ROWS.toLocaleString('en-US')} rows`, () => {
  it('previews and applies as new products, then as price updates, with one history entry per product', async () => {
    const added = await previewAndApply(file((index) => 100_000 + index));
    expect(added.plan.counts).toMatchObject({ add: ROWS, update: 0, unchanged: 0, error: 0 });
    expect(added.result).toMatchObject({ added: ROWS, updated: 0 });

    const updated = await previewAndApply(file((index) => 200_000 + index));
    expect(updated.plan.counts).toMatchObject({ add: 0, update: ROWS, unchanged: 0, error: 0 });
    expect(updated.result).toMatchObject({ added: 0, updated: ROWS });

    const db = shop.database.handle.db;
    const [total] = await db.select({ total: count() }).from(products);
    expect(total?.total).toBe(ROWS);
    const [history] = await db.select({ total: count() }).from(productChanges);
    expect(history?.total).toBe(2 * ROWS);
    const [last] = await db
      .select()
      .from(products)
      .where(eq(products.name, `Generated Lift ${ROWS}`));
    expect(last).toMatchObject({ priceKobo: (200_000 + ROWS - 1) * 100, stockCount: (ROWS - 1) % 7 });
  }, 180_000);
});
