import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponseSchema, type DashboardResponse } from '../../../shared/dashboard';
import { lagosDay } from '../../../shared/lagos-time';
import { orderEvents, orders, payments } from '../../db/schema';
import { STAFF_LEVELS } from '../../../shared/staff';
import { createUser, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { insertLedgerRow, orderIdOf } from '../../test/ledger-rows';
import { moveOrder, namedUser, placeOrder } from '../../test/orders';
import type { NigerianState } from '../../../shared/nigeria';
import type { OrderStatus } from '../../../shared/order-status';

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
/** An order placed 3 days ago: in this week and month or not, depending on today. */
let threeDaysAgo: Date;

const DAY_MS = 24 * 60 * 60 * 1000;

async function place(items: [string, number][], state: NigerianState): Promise<string> {
  const { order } = await placeOrder(
    shop,
    customer.cookie,
    items.map(([productId, quantity]) => ({ productId, quantity })),
    { state },
  );
  return order.reference;
}

async function moveThrough(reference: string, statuses: OrderStatus[]) {
  for (const status of statuses) {
    const response = await moveOrder(shop, admin.cookie, reference, status);
    expect(response.statusCode, response.body).toBe(200);
    // Marked paid, the balance is recorded in the ledger (decision 053); an app whose status route does not
    // yet gets the row it would have written.
    const { order } = response.json();
    if (status === 'paid' && order.balance > 0)
      await insertLedgerRow(shop.database.handle.db, order.id, { amount: order.balance, paidAt: new Date() });
  }
}

/** Moves the order and its history back in time (as if placed then). */
async function backdate(reference: string, at: Date) {
  const db = shop.database.handle.db;
  const [row] = await db
    .update(orders)
    .set({ createdAt: at })
    .where(eq(orders.reference, reference))
    .returning();
  await db.update(orderEvents).set({ createdAt: at }).where(eq(orderEvents.orderId, row!.id));
  await db.update(payments).set({ paidAt: at }).where(eq(payments.orderId, row!.id));
}

async function overview(cookie = admin.cookie): Promise<DashboardResponse> {
  const response = await send(shop, 'GET', '/api/admin/dashboard', cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return dashboardResponseSchema.parse(response.json());
}

beforeAll(async () => {
  shop = await createTestApp();
  admin = await namedUser(shop, 'admin', 'Bola Seller');
  customer = await namedUser(shop, 'verified', 'Chinedu Okafor');
  await insertProducts(shop.database.handle.db, [
    { id: 'car-lift', name: 'Two Post Car Lift', price: 2_450_000, stockCount: 50 },
    { id: 'jack', name: 'Trolley Jack', price: 150_000, stockCount: 40 },
    { id: 'compressor', name: 'Air Compressor', price: 500_000, stockCount: 2 },
    { id: 'gauge', name: 'Tyre Gauge', price: 20_000, stockCount: 1 },
    { id: 'retired', name: 'Old Washer', price: 90_000, stockCount: 0, isActive: false },
  ]);
  const delivered = await place([['car-lift', 1]], 'Lagos'); // ₦2,450,000
  const paid = await place([['jack', 2]], 'Kano'); // ₦300,000
  const cancelled = await place([['compressor', 1]], 'Kano'); // ₦500,000
  const confirmed = await place([['jack', 1]], 'Federal Capital Territory'); // ₦150,000
  await place(
    [
      ['car-lift', 1],
      ['jack', 1],
    ],
    'Lagos',
  ); // ₦2,600,000, awaiting
  await moveThrough(delivered, ['confirmed', 'paid', 'dispatched', 'delivered']);
  await moveThrough(paid, ['confirmed', 'paid']);
  await moveThrough(cancelled, ['cancelled']);
  await moveThrough(confirmed, ['confirmed']);
  // Placed and paid 40 days ago: in no period and not in the 30 days' chart.
  const old = await place([['jack', 3]], 'Oyo');
  await moveThrough(old, ['confirmed', 'paid']);
  await backdate(old, new Date(Date.now() - 40 * DAY_MS));
  threeDaysAgo = new Date(Date.now() - 3 * DAY_MS);
  await backdate(await place([['gauge', 1]], 'Enugu'), threeDaysAgo); // ₦20,000, awaiting
});
afterAll(async () => shop?.close());

describe('GET /api/admin/dashboard', () => {
  it('answers only admins', async () => {
    const visitor = await send(shop, 'GET', '/api/admin/dashboard');
    expect(visitor.statusCode).toBe(401);
    const shopper = await send(
      shop,
      'GET',
      '/api/admin/dashboard',
      (await createUser(shop, 'verified')).cookie,
    );
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().code).toBe('FORBIDDEN');
  });

  it("counts today's funnel, revenue, average and tops from the orders placed and moved", async () => {
    const { periods } = await overview();
    expect(periods.today).toMatchObject({
      placed: 5,
      confirmed: 3,
      paid: 2,
      delivered: 1,
      cancelled: 1,
      // The ledger's payments of the delivered order and the paid one; not the one paid 40 days ago.
      paidRevenue: 2_750_000,
      manualPaid: 2_750_000,
      manualPayments: 2,
      onlinePaid: 0,
      onlinePayments: 0,
      // (2,450,000 + 300,000 + 150,000 + 2,600,000) / 4: the cancelled order is left out.
      averageOrder: 1_375_000,
    });
    expect(periods.today.topProducts).toEqual([
      { productId: 'car-lift', name: 'Two Post Car Lift', quantity: 2, revenue: 4_900_000 },
      { productId: 'jack', name: 'Trolley Jack', quantity: 4, revenue: 600_000 },
    ]);
    expect(periods.today.topStates).toEqual([
      { state: 'Lagos', orders: 2, revenue: 5_050_000 },
      { state: 'Kano', orders: 1, revenue: 300_000 },
      { state: 'Federal Capital Territory', orders: 1, revenue: 150_000 },
    ]);
  });

  it('shows money to the levels that see orders and none to the others (S6)', async () => {
    const MONEY = /revenue|averageOrder|onlinePaid|manualPaid|Payments|outstanding/i;
    for (const level of STAFF_LEVELS) {
      const member = await createUser(shop, 'admin');
      await setUserFields(shop, member.email, { staffLevel: level });
      const response = await send(shop, 'GET', '/api/admin/dashboard', member.cookie);
      expect(response.statusCode, level).toBe(200);
      const { periods, lowStockCount } = dashboardResponseSchema.parse(response.json());
      // Every level sees the counts and the stock.
      expect(periods.today, level).toMatchObject({ placed: 5, confirmed: 3, paid: 2 });
      expect(lowStockCount, level).toBeGreaterThan(0);
      if (level === 'storekeeper') {
        expect(response.body, level).not.toMatch(MONEY);
        expect(periods.today.topProducts[0], level).toEqual({
          productId: 'car-lift',
          name: 'Two Post Car Lift',
          quantity: 2,
        });
      } else {
        expect(periods.today, level).toMatchObject({ paidRevenue: 2_750_000, averageOrder: 1_375_000 });
        expect(periods.today.topStates[0], level).toEqual({ state: 'Lagos', orders: 2, revenue: 5_050_000 });
      }
    }
  });

  it('starts the periods at midnight in Lagos: today, Monday, the 1st', async () => {
    const { periods, timeZone } = await overview();
    expect(timeZone).toBe('Africa/Lagos');
    const lagos = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Africa/Lagos',
        weekday: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso));
    expect(lagos(periods.today.from)).toMatch(/ 00:00$/);
    expect(lagos(periods.week.from)).toMatch(/^Mon \d+,? 00:00$/);
    expect(lagos(periods.month.from)).toMatch(/^\w+ 1,? 00:00$/);
  });

  it('adds the order of 3 days ago to the week and month it falls in', async () => {
    const { periods } = await overview();
    for (const period of ['week', 'month'] as const) {
      const inPeriod = threeDaysAgo >= new Date(periods[period].from);
      const figures = periods[period];
      expect(figures.placed, period).toBe(inPeriod ? 6 : 5);
      expect(figures.averageOrder, period).toBe(inPeriod ? 5_520_000 / 5 : 1_375_000);
      expect(figures.paidRevenue, period).toBe(2_750_000);
      expect(figures.topStates.map((row) => row.state)).toEqual(
        inPeriod
          ? ['Lagos', 'Kano', 'Federal Capital Territory', 'Enugu']
          : ['Lagos', 'Kano', 'Federal Capital Territory'],
      );
      expect(figures.topProducts.at(-1)?.productId).toBe(inPeriod ? 'gauge' : 'jack');
    }
  });

  it('counts orders per Lagos day over 30 days, days without orders at 0', async () => {
    const { ordersPerDay } = await overview();
    expect(ordersPerDay).toHaveLength(30);
    expect(ordersPerDay.at(-1)).toEqual({ date: lagosDay(new Date()), orders: 5 });
    expect(ordersPerDay.find((day) => day.date === lagosDay(threeDaysAgo))?.orders).toBe(1);
    expect(ordersPerDay.reduce((sum, day) => sum + day.orders, 0)).toBe(6);
    const dates = ordersPerDay.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(30);
  });

  it('reads paid revenue from the ledger by the day paid, online and manual, and the balances outstanding', async () => {
    const db = shop.database.handle.db;
    const before = await overview();
    expect(before.outstanding).toEqual({ orders: 1, balance: 150_000 });

    // A deposit online on the confirmed order, a transfer voided, and money on the cancelled order.
    const confirmed = await place([['jack', 2]], 'Lagos'); // ₦300,000
    await moveThrough(confirmed, ['confirmed']);
    const confirmedId = await orderIdOf(db, confirmed);
    await insertLedgerRow(db, confirmedId, {
      amount: 90_000.25,
      provider: 'paystack',
      reference: `${confirmed}-P1`,
      paidAt: new Date(),
    });
    await insertLedgerRow(db, confirmedId, {
      amount: 50_000,
      paidAt: new Date(),
      voided: { by: 'Bola Seller', reason: 'Wrong order' },
    });
    const cancelled = await place([['jack', 1]], 'Kano');
    await moveThrough(cancelled, ['confirmed']);
    await insertLedgerRow(db, await orderIdOf(db, cancelled), { amount: 150_000, paidAt: new Date() });
    await moveThrough(cancelled, ['cancelled']);
    // Paid three days ago: in the week and month it falls in, not today.
    await insertLedgerRow(db, confirmedId, { amount: 10_000, method: 'cash', paidAt: threeDaysAgo });

    const after = await overview();
    expect(after.periods.today).toMatchObject({
      paidRevenue: 2_840_000.25,
      onlinePaid: 90_000.25,
      onlinePayments: 1,
      manualPaid: 2_750_000,
      manualPayments: 2,
    });
    for (const period of ['week', 'month'] as const) {
      const inPeriod = threeDaysAgo >= new Date(after.periods[period].from);
      expect(after.periods[period].manualPaid, period).toBe(inPeriod ? 2_760_000 : 2_750_000);
      expect(after.periods[period].paidRevenue, period).toBe(inPeriod ? 2_850_000.25 : 2_840_000.25);
    }
    // The confirmed order's ₦300,000 less ₦100,000.25 paid, beside the other confirmed order's ₦150,000.
    expect(after.outstanding).toEqual({ orders: 2, balance: 349_999.75 });
  });

  it('lists and counts active products at or below their threshold (2 by default), fewest first', async () => {
    const { lowStock, lowStockCount } = await overview();
    expect(lowStock).toEqual([
      { id: 'gauge', name: 'Tyre Gauge', stockCount: 1, lowStockThreshold: 2 },
      { id: 'compressor', name: 'Air Compressor', stockCount: 2, lowStockThreshold: 2 },
    ]);
    expect(lowStockCount).toBe(2);
  });
});
