import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosDay } from '../../../shared/lagos-time';
import { orders } from '../../db/schema';
import { createUser, get, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { insertProducts } from '../../test/fixtures';
import { insertLedgerRow } from '../../test/ledger-rows';
import { placeOrder } from '../../test/orders';
import { readCsv, readXlsx } from '../../test/spreadsheets';
import { createLift, twoPictures } from '../../test/variants';

let shop: TestApp;
let owner: SignedIn;
let sales: SignedIn;
let storekeeper: SignedIn;
let customer: SignedIn;
let today: string;
let firstReference: string;
let oldReference: string;

const exportUrl = (query: string) => `/api/admin/orders/export?${query}`;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
  sales = await createUser(shop, 'admin');
  await setUserFields(shop, sales.email, { staffLevel: 'sales' });
  storekeeper = await createUser(shop, 'admin');
  await setUserFields(shop, storekeeper.email, { staffLevel: 'storekeeper' });
  customer = await createUser(shop, 'verified');
  await insertProducts(shop.database.handle.db, [
    { id: 'lift', name: 'Two Post Lift', price: 1_500_000, stockCount: 9 },
    { id: 'jack', name: '=Trolley Jack', price: 45_000.5, stockCount: 9 },
  ]);
  const first = await placeOrder(shop, customer.cookie, [
    { productId: 'lift', quantity: 1 },
    { productId: 'jack', quantity: 2 },
  ]);
  firstReference = first.order.reference;
  const old = await placeOrder(shop, customer.cookie, [{ productId: 'jack', quantity: 1 }], {
    firstName: 'Old',
  });
  oldReference = old.order.reference;
  // The second order was placed ten days ago, in Lagos time.
  const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3_600_000);
  await shop.database.handle.db
    .update(orders)
    .set({ createdAt: tenDaysAgo })
    .where(eq(orders.reference, oldReference));
  today = lagosDay(new Date());
}, 120_000);
afterAll(async () => shop?.close());

describe('GET /api/admin/orders/export', () => {
  it('answers one CSV row per order line of the orders placed on the Lagos days asked for', async () => {
    const response = await get(shop, exportUrl(`format=csv&from=${today}&to=${today}`), owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="garagepro-orders-${today}-to-${today}-made-${today}.csv"`,
    );
    const [header, ...rows] = readCsv(response.body);
    const cell = (row: string[], label: string) => row[header!.indexOf(label)];
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => cell(row, 'Reference'))).toEqual([firstReference, firstReference]);
    expect(rows.map((row) => cell(row, 'Product'))).toEqual(['Two Post Lift', "'=Trolley Jack"]);
    expect(rows.map((row) => cell(row, 'Line total'))).toEqual(['1500000', '90001']);
    expect(cell(rows[0]!, 'Status')).toBe('Awaiting confirmation');
    expect(cell(rows[0]!, 'Customer')).toBe('Chinedu Okafor');
    expect(cell(rows[0]!, 'Order total')).toBe('1590001');

    const wide = await get(
      shop,
      exportUrl(`format=csv&from=${addDays(today, -30)}&to=${today}`),
      owner.cookie,
    );
    const [, ...all] = readCsv(wide.body);
    expect(all.map((row) => row[0])).toEqual([oldReference, firstReference, firstReference]);
    const none = await get(
      shop,
      exportUrl(`format=csv&from=${addDays(today, -5)}&to=${addDays(today, -1)}`),
      owner.cookie,
    );
    expect(readCsv(none.body)).toHaveLength(1);
  });

  it('answers .xlsx with money as numbers', async () => {
    const response = await get(shop, exportUrl(`format=xlsx&from=${today}&to=${today}`), owner.cookie);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = await readXlsx(response.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[1]![(header as string[]).indexOf('Unit price')]).toBe(45_000.5);
    expect(rows[1]![(header as string[]).indexOf('Quantity')]).toBe(2);
  });

  it('writes phones as text a spreadsheet keeps as written: no number (2.3E+12), no formula, no quote mark', async () => {
    const abroad = await placeOrder(shop, customer.cookie, [{ productId: 'lift', quantity: 1 }], {
      firstName: 'Abroad',
      phone: '+44 20 7946 0958',
    });
    const csv = await get(shop, exportUrl(`format=csv&from=${today}&to=${today}`), owner.cookie);
    const [header, ...rows] = readCsv(csv.body);
    const phoneOf = (reference: string) =>
      rows.find((row) => row[0] === reference)![header!.indexOf('Phone')];
    // Nigerian numbers as Nigerians write them; others as dialled from Nigeria.
    expect(phoneOf(firstReference)).toBe('0803 555 0100');
    expect(phoneOf(abroad.order.reference)).toBe('00 442079460958');
    expect(csv.body).not.toContain('2348035550100');

    const xlsx = await get(shop, exportUrl(`format=xlsx&from=${today}&to=${today}`), owner.cookie);
    const [xlsxHeader, ...xlsxRows] = await readXlsx(xlsx.rawPayload);
    expect(xlsxRows[0]![(xlsxHeader as string[]).indexOf('Phone')]).toBe('0803 555 0100');
  });

  it('refuses a bad range with a clear 400', async () => {
    const refused = async (query: string, message: string) => {
      const response = await get(shop, exportUrl(query), owner.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    };
    await refused(
      `format=csv&from=${today}&to=${addDays(today, -1)}`,
      'The from date must be on or before the to date',
    );
    await refused(
      'format=csv&from=2026-02-30&to=2026-03-01',
      'The from date must be a date written YYYY-MM-DD',
    );
    await refused('format=csv&from=2026-03-01', 'Choose the to date');
    await refused('format=ods&from=2026-03-01&to=2026-03-02', 'Choose the format: csv or xlsx');
  });

  it('is for owners and sales: a visitor 401, a customer and a storekeeper 403', async () => {
    const url = exportUrl(`format=csv&from=${today}&to=${today}`);
    expect((await get(shop, url)).statusCode).toBe(401);
    expect((await get(shop, url, customer.cookie)).statusCode).toBe(403);
    expect((await get(shop, url, storekeeper.cookie)).statusCode).toBe(403);
    expect((await get(shop, url, sales.cookie)).statusCode).toBe(200);
  });

  it('names a line’s variant in the SKU and Variant columns, blank for a product without (decision 052)', async () => {
    const pictures = await twoPictures(shop, owner.cookie);
    const { product, big } = await createLift(shop, owner.cookie, 'EXP1', pictures);
    const { order } = await placeOrder(shop, customer.cookie, [
      { productId: product.id, variantId: big.id, quantity: 1 },
      { productId: 'jack', quantity: 1 },
    ]);
    for (const format of ['csv', 'xlsx'] as const) {
      const response = await get(shop, exportUrl(`format=${format}&from=${today}&to=${today}`), owner.cookie);
      const [header, ...rows] =
        format === 'csv' ? readCsv(response.body) : await readXlsx(response.rawPayload);
      const cells = (label: string) =>
        rows
          .filter((row) => row[0] === order.reference)
          .map((row) => row[(header as string[]).indexOf(label)]);
      expect(cells('Product'), format).toEqual(['Two-post lift EXP1', "'=Trolley Jack"]);
      expect(cells('SKU'), format).toEqual(['EXP1-5T-380', format === 'csv' ? '' : undefined]);
      expect(cells('Variant'), format).toEqual([
        'Capacity: 5 t · Voltage: 380 V',
        format === 'csv' ? '' : undefined,
      ]);
      expect(cells('Unit price'), format).toEqual(
        format === 'csv' ? ['2900000', '45000.5'] : [2_900_000, 45_000.5],
      );
    }
  });
});

describe('the ledger in the exports (decision 053)', () => {
  let partPaid: string;
  let depositId: string;

  beforeAll(async () => {
    const db = shop.database.handle.db;
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'lift', quantity: 1 }], {
      firstName: 'Ledger',
      lastName: 'Buyer',
    });
    partPaid = order.reference;
    depositId = await insertLedgerRow(db, order.id, {
      amount: 450_000.5,
      provider: 'paystack',
      reference: `${partPaid}-P1`,
      recordedBy: 'Paystack',
      paidAt: new Date(),
    });
    await insertLedgerRow(db, order.id, {
      amount: 100_000,
      method: 'cash',
      recordedBy: 'Bola Seller',
      paidAt: new Date(),
      voided: { by: 'Bola Seller', reason: 'Counted twice' },
    });
    // Paid ten days ago: outside today's export of payments.
    const old = await placeOrder(shop, customer.cookie, [{ productId: 'jack', quantity: 1 }], {
      firstName: 'Early',
    });
    await insertLedgerRow(db, old.order.id, {
      amount: 45_000.5,
      method: 'pos',
      paidAt: new Date(Date.now() - 10 * 24 * 3_600_000),
    });
  });

  it('gives each order line its order’s amount paid and balance, voided payments left out', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const response = await get(shop, exportUrl(`format=${format}&from=${today}&to=${today}`), owner.cookie);
      const [header, ...rows] =
        format === 'csv' ? readCsv(response.body) : await readXlsx(response.rawPayload);
      const cell = (reference: string, label: string) =>
        rows.find((row) => row[0] === reference)![(header as string[]).indexOf(label)];
      const money = (naira: number) => (format === 'csv' ? String(naira) : naira);
      expect(cell(partPaid, 'Order total'), format).toEqual(money(1_500_000));
      expect(cell(partPaid, 'Paid'), format).toEqual(money(450_000.5));
      expect(cell(partPaid, 'Balance'), format).toEqual(money(1_049_999.5));
      expect(cell(firstReference, 'Paid'), format).toEqual(money(0));
      expect(cell(firstReference, 'Balance'), format).toEqual(money(1_590_001));
    }
  });

  const paymentsUrl = (query: string) => `/api/admin/payments/export?${query}`;

  it('exports one row per ledger row paid on the days asked for, voided ones marked', async () => {
    const response = await get(shop, paymentsUrl(`format=csv&from=${today}&to=${today}`), owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="garagepro-payments-${today}-to-${today}-made-${today}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = readCsv(response.body);
    expect(header).toEqual([
      'Order reference',
      'Customer',
      'Paid at',
      'Method',
      'Provider',
      'Reference',
      'Amount',
      'Recorded by',
      'Voided',
      'Void reason',
    ]);
    expect(
      rows.map((row) => [row[0], row[1], row[3], row[4], row[5], row[6], row[7], row[8], row[9]]),
    ).toEqual([
      [partPaid, 'Ledger Buyer', 'Online', 'Paystack', `${partPaid}-P1`, '450000.5', 'Paystack', 'No', ''],
      [partPaid, 'Ledger Buyer', 'Cash', '', '', '100000', 'Bola Seller', 'Yes', 'Counted twice'],
    ]);
    expect(rows[0]![2]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}$`));
    expect(response.body).not.toContain(depositId);

    const wide = await get(
      shop,
      paymentsUrl(`format=xlsx&from=${addDays(today, -30)}&to=${today}`),
      owner.cookie,
    );
    const [, ...all] = await readXlsx(wide.rawPayload);
    expect(all.map((row) => [row[3], row[6]])).toEqual([
      ['POS', 45_000.5],
      ['Online', 450_000.5],
      ['Cash', 100_000],
    ]);
  });

  it('is for who sees orders, and refuses a bad range', async () => {
    const url = paymentsUrl(`format=csv&from=${today}&to=${today}`);
    expect((await get(shop, url)).statusCode).toBe(401);
    expect((await get(shop, url, customer.cookie)).statusCode).toBe(403);
    expect((await get(shop, url, storekeeper.cookie)).statusCode).toBe(403);
    expect((await get(shop, url, sales.cookie)).statusCode).toBe(200);
    const bad = await get(
      shop,
      paymentsUrl(`format=csv&from=${today}&to=${addDays(today, -1)}`),
      owner.cookie,
    );
    expect(bad.statusCode).toBe(400);
  });
});
