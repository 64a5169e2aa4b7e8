import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productHistoryResponseSchema } from '../../../shared/admin-catalogue';
import { orderResponseSchema, type Order } from '../../../shared/orders';
import { get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { moveOrder, namedUser, placeOrder, shopStock } from '../../test/orders';

let shop: TestApp;
let customer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  customer = await namedUser(shop, 'verified', 'Chinedu Okafor');
  admin = await namedUser(shop, 'admin', 'Bola Seller');
  await insertProducts(shop.database.handle.db, [
    { id: 'car-lift', name: 'Two Post Car Lift', price: 2_450_000, stockCount: 5 },
    { id: 'air-compressor', name: 'Air Compressor', price: 600_000, stockCount: 4 },
    { id: 'spray-gun', name: 'Spray Gun', price: 35_000, stockCount: 2 },
    { id: 'last-scanner', name: 'Last Scanner', price: 250_000, stockCount: 1 },
    { id: 'last-booth', name: 'Last Booth', price: 9_000_000, stockCount: 1 },
  ]);
});
afterAll(async () => shop?.close());

async function moved(
  reference: string,
  status: Parameters<typeof moveOrder>[3],
  note?: string,
): Promise<Order> {
  const response = await moveOrder(shop, admin.cookie, reference, status, note);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return orderResponseSchema.parse(response.json()).order;
}

async function stockHistory(productId: string) {
  const response = await send(shop, 'GET', `/api/admin/products/${productId}/history`, admin.cookie);
  return productHistoryResponseSchema
    .parse(response.json())
    .changes.filter((change) => change.action === 'stock');
}

describe('status moves', () => {
  it('confirming takes the stock (the shop shows it at once); paid, dispatched, delivered leave it', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'car-lift', quantity: 2 }]);
    expect(await shopStock(shop, 'car-lift')).toEqual({ stockCount: 5, inStock: true });
    expect((await moved(order.reference, 'confirmed', 'Called the customer')).status).toBe('confirmed');
    expect(await shopStock(shop, 'car-lift')).toEqual({ stockCount: 3, inStock: true });
    expect(await stockHistory('car-lift')).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorName: 'Bola Seller',
        changes: { stockCount: { from: 5, to: 3 } },
      }),
    ]);
    await moved(order.reference, 'paid');
    await moved(order.reference, 'dispatched');
    const delivered = await moved(order.reference, 'delivered');
    expect(await shopStock(shop, 'car-lift')).toEqual({ stockCount: 3, inStock: true });
    expect(delivered.status).toBe('delivered');
    const moves = delivered.history.filter((event) => event.kind === 'status');
    expect(moves.map((event) => [event.fromStatus, event.toStatus, event.actorName])).toEqual([
      [null, 'awaiting_confirmation', 'Chinedu Okafor'],
      ['awaiting_confirmation', 'confirmed', 'Bola Seller'],
      ['confirmed', 'paid', 'Bola Seller'],
      ['paid', 'dispatched', 'Bola Seller'],
      ['dispatched', 'delivered', 'Bola Seller'],
    ]);
    expect(delivered.history[1]!.note).toBe('Called the customer');
    const times = delivered.history.map((event) => Date.parse(event.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it.each([
    ['awaiting_confirmation', 'paid', 'An order that is Awaiting confirmation cannot become Paid.'],
    ['awaiting_confirmation', 'delivered', 'An order that is Awaiting confirmation cannot become Delivered.'],
    ['delivered', 'cancelled', 'An order that is Delivered cannot become Cancelled.'],
    ['cancelled', 'confirmed', 'An order that is Cancelled cannot become Confirmed.'],
    ['confirmed', 'confirmed', 'An order that is Confirmed cannot become Confirmed.'],
  ] as const)('refuses %s -> %s with 409 and changes nothing', async (from, to, message) => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'air-compressor', quantity: 1 }]);
    const path: Record<string, Parameters<typeof moveOrder>[3][]> = {
      awaiting_confirmation: [],
      confirmed: ['confirmed'],
      delivered: ['confirmed', 'paid', 'dispatched', 'delivered'],
      cancelled: ['cancelled'],
    };
    for (const step of path[from]!) await moved(order.reference, step);
    const stock = await shopStock(shop, 'air-compressor');
    const response = await moveOrder(shop, admin.cookie, order.reference, to);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message });
    const after = orderResponseSchema.parse(
      (await send(shop, 'GET', `/api/admin/orders/${order.reference}`, admin.cookie)).json(),
    );
    expect(after.order.status).toBe(from);
    expect(after.order.history.filter((event) => event.kind === 'status')).toHaveLength(
      path[from]!.length + 1,
    );
    expect(await shopStock(shop, 'air-compressor')).toEqual(stock);
  });

  it('cancelling a confirmed order puts its stock back; cancelling an unconfirmed one leaves stock alone', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'spray-gun', quantity: 2 }]);
    await moved(order.reference, 'confirmed');
    expect(await shopStock(shop, 'spray-gun')).toEqual({ stockCount: 0, inStock: false });
    const cancelled = await moved(order.reference, 'cancelled', 'Customer changed their mind');
    expect(cancelled.status).toBe('cancelled');
    expect(await shopStock(shop, 'spray-gun')).toEqual({ stockCount: 2, inStock: true });
    expect((await stockHistory('spray-gun')).map((change) => change.changes)).toEqual([
      { stockCount: { from: 0, to: 2 }, inStock: { from: false, to: true } },
      { stockCount: { from: 2, to: 0 }, inStock: { from: true, to: false } },
    ]);
    const { order: unconfirmed } = await placeOrder(shop, customer.cookie, [
      { productId: 'spray-gun', quantity: 1 },
    ]);
    await moved(unconfirmed.reference, 'cancelled');
    expect(await shopStock(shop, 'spray-gun')).toEqual({ stockCount: 2, inStock: true });
  });

  it('refuses to confirm when stock ran out meanwhile, taking nothing at all', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [
      { productId: 'air-compressor', quantity: 1 },
      { productId: 'spray-gun', quantity: 2 },
    ]);
    const stock = await shopStock(shop, 'air-compressor');
    const lowered = await send(shop, 'PATCH', '/api/products/spray-gun/stock', admin.cookie, {
      stockCount: 1,
    });
    expect(lowered.statusCode).toBe(200);
    const response = await moveOrder(shop, admin.cookie, order.reference, 'confirmed');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Not enough stock to confirm: only 1 of "Spray Gun" left.',
    });
    // The compressor's line (taken first) was rolled back with the rest.
    expect(await shopStock(shop, 'air-compressor')).toEqual(stock);
    expect(await shopStock(shop, 'spray-gun')).toEqual({ stockCount: 1, inStock: true });
    const after = orderResponseSchema.parse(
      (await send(shop, 'GET', `/api/admin/orders/${order.reference}`, admin.cookie)).json(),
    );
    expect(after.order.status).toBe('awaiting_confirmation');
    expect(after.order.history).toHaveLength(1);
  });

  it('refuses an unknown status (400) and an unknown order (404)', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'car-lift', quantity: 1 }]);
    const unknown = await send(shop, 'POST', `/api/admin/orders/${order.reference}/status`, admin.cookie, {
      status: 'lost',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('status: Unknown status');
    const missing = await moveOrder(shop, admin.cookie, 'GE-99999999', 'confirmed');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
  });
});

describe('confirmations racing for the last unit', () => {
  it('let exactly one of two orders take it; stock ends at 0, never below', async () => {
    const first = await placeOrder(shop, customer.cookie, [{ productId: 'last-scanner', quantity: 1 }]);
    const second = await placeOrder(shop, customer.cookie, [{ productId: 'last-scanner', quantity: 1 }]);
    const responses = await Promise.all(
      [first, second].map(({ order }) => moveOrder(shop, admin.cookie, order.reference, 'confirmed')),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(refused.json().message).toBe('Not enough stock to confirm: only 0 of "Last Scanner" left.');
    expect(await shopStock(shop, 'last-scanner')).toEqual({ stockCount: 0, inStock: false });
    expect(await stockHistory('last-scanner')).toHaveLength(1);
  });

  it('let one of two confirmations of the same order through', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'last-booth', quantity: 1 }]);
    const responses = await Promise.all([
      moveOrder(shop, admin.cookie, order.reference, 'confirmed'),
      moveOrder(shop, admin.cookie, order.reference, 'confirmed'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await shopStock(shop, 'last-booth')).toEqual({ stockCount: 0, inStock: false });
    const own = orderResponseSchema.parse(
      (await get(shop, `/api/orders/${order.reference}`, customer.cookie)).json(),
    );
    expect(own.order.history.map((event) => event.toStatus)).toEqual(['awaiting_confirmation', 'confirmed']);
  });
});
