import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponseSchema } from '../../../shared/admin-catalogue';
import { importPreviewSchema, PRODUCT_COLUMNS } from '../../../shared/spreadsheet';
import { createUser, get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { applyImport, csvFile, previewImport, readCsv } from '../../test/spreadsheets';

let shop: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
  await insertProducts(shop.database.handle.db, [
    { id: 'lift', name: 'Two Post Lift', price: 1_500_000, ageHours: 1 },
    { id: 'scanner', name: 'XTOOL D9', price: 103_000, deliveryClass: 'parcel', ageHours: 2 },
  ]);
}, 120_000);
afterAll(async () => shop?.close());

const classOf = async (id: string) =>
  productResponseSchema.parse((await send(shop, 'GET', `/api/admin/products/${id}`, owner.cookie)).json())
    .product.deliveryClass;

describe('the delivery class in the product sheet', () => {
  it('is exported by name in the column just before Exported, which stays last', async () => {
    const response = await get(shop, '/api/admin/products/export?format=csv', owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = readCsv(response.body);
    expect(header!.slice(-2)).toEqual(['Delivery class', 'Exported']);
    expect(header).toEqual(PRODUCT_COLUMNS.map((column) => column.label));
    const at = header!.indexOf('Delivery class');
    expect(rows.map((row) => [row[0], row[at]])).toEqual([
      ['lift', 'Heavy machine'],
      ['scanner', 'Parcel'],
    ]);
  });

  it('is imported by name or id; an unknown class is a row error and nothing is written', async () => {
    const bad = csvFile([
      ['ID', 'Delivery class'],
      ['lift', 'Crate'],
    ]);
    const refused = importPreviewSchema.parse((await previewImport(shop, owner.cookie, bad, 'p.csv')).json());
    expect(refused.counts.error).toBe(1);
    expect(JSON.stringify(refused.rows[0])).toContain('Unknown delivery class: Crate');
    expect(await classOf('lift')).toBe('heavy');

    const file = csvFile([
      ['ID', 'Delivery class'],
      ['lift', 'pallet'],
      ['scanner', ' heavy MACHINE '],
    ]);
    const plan = importPreviewSchema.parse((await previewImport(shop, owner.cookie, file, 'p.csv')).json());
    expect(plan.counts).toMatchObject({ update: 2, error: 0 });
    const applied = await applyImport(shop, owner.cookie, file, plan.token);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await classOf('lift')).toBe('pallet');
    expect(await classOf('scanner')).toBe('heavy');
  });
});
