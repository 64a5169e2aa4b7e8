import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContactMessageSchema, CONTACT_SUBJECTS, contactResponseSchema } from '../../../shared/contact';
import { ORDER_STATUSES } from '../../../shared/order-status';
import { orderListResponseSchema, orderResponseSchema } from '../../../shared/orders';
import { createUser, type SignedIn } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { insertProducts } from '../fixtures';
import { checkoutForm, placeOrder } from '../orders';
import { bodies, pathSegment, queryString } from './arbitraries';
import {
  CLEAN,
  fuzzRoute,
  injectBody,
  injectGet,
  othersChanged,
  printReport,
  rowDelta,
  verdict,
  type FuzzRoute,
} from './harness';

/** Issue 10: the shopper's writes (contact, checkout) and the order desk, fuzzed. */

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
const references: string[] = [];
const messageIds: string[] = [];
const PRODUCT_IDS = ['fuzz-lift', 'fuzz-booth', 'fuzz-scanner', 'fuzz-empty', 'fuzz-hidden'];

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
  customer = await createUser(shop, 'verified');
  await insertProducts(shop.database.handle.db, [
    { id: 'fuzz-lift', name: 'Fuzz Lift', price: 2_500_000, stockCount: 1_000_000 },
    { id: 'fuzz-booth', name: 'Fuzz Booth', price: 9_000_000, stockCount: 1_000_000 },
    { id: 'fuzz-scanner', name: 'Fuzz Scanner', price: 450_000.5, stockCount: 1_000_000 },
    { id: 'fuzz-empty', name: 'Fuzz Empty', price: 1_000, stockCount: 0 },
    { id: 'fuzz-hidden', name: 'Fuzz Hidden', price: 1_000, isActive: false },
  ]);
  for (let i = 0; i < 6; i++) {
    const { order } = await placeOrder(shop, customer.cookie, [
      { productId: PRODUCT_IDS[i % 3]!, quantity: 1 },
    ]);
    references.push(order.reference);
  }
  for (let i = 0; i < 3; i++) {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada Obi', email: 'ada@example.com', subject: 'other', message: `Message ${i}` },
      remoteAddress: `10.250.0.${i + 1}`,
    });
    messageIds.push(response.json().id);
  }
});
afterAll(async () => shop?.close());

async function run<T>(route: FuzzRoute<T>) {
  const report = await fuzzRoute(shop, route);
  printReport(report);
  expect(verdict(report)).toEqual(CLEAN);
}

const ORDER_TABLES = ['orders', 'order_items', 'order_events', 'products', 'product_changes'] as const;

describe('fuzz: the shopper', () => {
  it('POST /api/contact', async () => {
    const valid = fc.record({
      name: fc.constantFrom('Ada Obi', 'Chinedu Okafor'),
      email: fc.constantFrom('ada@example.com', 'c.okafor@example.ng'),
      subject: fc.constantFrom(...CONTACT_SUBJECTS),
      message: fc.constantFrom('Is the lift in stock?', 'Please call me back.'),
    });
    await run({
      name: 'POST /api/contact',
      cases: bodies(valid),
      send: (body) => injectBody(shop, 'POST', '/api/contact', body),
      touches: ['contact_messages'],
      success: contactResponseSchema,
      acceptedChange: (before, after) =>
        rowDelta(before, after, 'contact_messages') === 1 ? null : 'an accepted message did not add one row',
    });
  });

  it('POST /api/orders', async () => {
    const valid = fc.record({
      customer: fc.constant(checkoutForm()),
      items: fc.array(
        fc.record({ productId: fc.constantFrom(...PRODUCT_IDS), quantity: fc.integer({ min: 1, max: 3 }) }),
        { minLength: 1, maxLength: 3 },
      ),
    });
    await run({
      name: 'POST /api/orders',
      cases: bodies(valid),
      send: (body) => injectBody(shop, 'POST', '/api/orders', body, customer.cookie),
      touches: ORDER_TABLES,
      success: orderResponseSchema,
      acceptedChange: (before, after) => {
        if (rowDelta(before, after, 'orders') !== 1 || rowDelta(before, after, 'order_events') !== 1)
          return 'an accepted order did not add one order and its first event';
        if (rowDelta(before, after, 'order_items') < 1) return 'an accepted order has no items';
        const others = othersChanged(before, after, ['orders', 'order_items', 'order_events']);
        return others.length === 0 ? null : `placing an order changed ${others.join(', ')}`;
      },
    });
  });
});

describe('fuzz: the order desk', () => {
  it('POST /api/admin/orders/:reference/status', async () => {
    const valid = fc.record(
      {
        status: fc.constantFrom(...ORDER_STATUSES),
        note: fc.constantFrom('Paid in cash', 'Customer called', ''),
      },
      { requiredKeys: ['status'] },
    );
    await run({
      name: 'POST /api/admin/orders/:reference/status',
      cases: fc.tuple(pathSegment(references), bodies(valid)),
      send: ([reference, body]) =>
        injectBody(shop, 'POST', `/api/admin/orders/${reference}/status`, body, admin.cookie),
      touches: ORDER_TABLES,
      success: orderResponseSchema,
      acceptedChange: (before, after) => {
        if (rowDelta(before, after, 'orders') !== 0) return 'a status move added or removed orders';
        // One event for the move, and one more for the payment when it is marked paid.
        const events = rowDelta(before, after, 'order_events');
        if (events !== 1 && events !== 2) return 'a status move did not record its event';
        return rowDelta(before, after, 'order_items') === 0 ? null : 'a status move changed order items';
      },
    });
  });

  it('POST /api/admin/orders/:reference/adjustments', async () => {
    // Orders of its own that still await confirmation (the status moves above confirmed most of the others).
    const awaiting: string[] = [];
    for (const productId of PRODUCT_IDS.slice(0, 3))
      awaiting.push((await placeOrder(shop, customer.cookie, [{ productId, quantity: 2 }])).order.reference);
    const amount = fc.constantFrom(0, 1_000, 25_000.5, 150_000, 2_000_000);
    const valid = fc.record(
      {
        prices: fc.array(fc.record({ position: fc.constant(0), price: amount }), { maxLength: 1 }),
        deliveryFee: fc.option(amount, { nil: null }),
        installationFee: amount,
        discount: fc.constantFrom(0, 500, 10_000),
        note: fc.constantFrom('Agreed on WhatsApp', ''),
      },
      { requiredKeys: [] },
    );
    await run({
      name: 'POST /api/admin/orders/:reference/adjustments',
      cases: fc.tuple(pathSegment(awaiting), bodies(valid)),
      send: ([reference, body]) =>
        injectBody(shop, 'POST', `/api/admin/orders/${reference}/adjustments`, body, admin.cookie),
      touches: ORDER_TABLES,
      success: orderResponseSchema,
      acceptedChange: (before, after) => {
        if (rowDelta(before, after, 'orders') !== 0 || rowDelta(before, after, 'order_items') !== 0)
          return 'an adjustment added or removed orders or lines';
        const others = othersChanged(before, after, ['orders', 'order_items', 'order_events']);
        return others.length === 0 ? null : `an adjustment changed ${others.join(', ')}`;
      },
    });
  });

  it('POST /api/admin/orders/:reference/notes', async () => {
    const valid = fc.record({ note: fc.constantFrom('Called the customer', 'Delivery on Friday') });
    await run({
      name: 'POST /api/admin/orders/:reference/notes',
      cases: fc.tuple(pathSegment(references), bodies(valid)),
      send: ([reference, body]) =>
        injectBody(shop, 'POST', `/api/admin/orders/${reference}/notes`, body, admin.cookie),
      touches: ORDER_TABLES,
      success: orderResponseSchema,
      acceptedChange: (before, after) => {
        if (rowDelta(before, after, 'order_events') !== 1) return 'a note did not add one event';
        const others = othersChanged(before, after, ['order_events']);
        return others.length === 0 ? null : `a note changed ${others.join(', ')}`;
      },
    });
  });

  it('GET /api/admin/orders?q=', async () => {
    await run({
      name: 'GET /api/admin/orders?q=',
      cases: queryString({
        q: ['GE-1001', 'Chinedu', '0803', 'okafor'],
        status: [...ORDER_STATUSES],
        offset: ['0', '10'],
        limit: ['1', '25', '100'],
      }),
      send: (query) => injectGet(shop, `/api/admin/orders?${query}`, admin.cookie),
      touches: ORDER_TABLES,
      success: orderListResponseSchema,
      readOnly: true,
    });
  });

  it('GET /api/orders/:reference', async () => {
    await run({
      name: 'GET /api/orders/:reference',
      cases: pathSegment(references),
      send: (reference) => injectGet(shop, `/api/orders/${reference}`, customer.cookie),
      touches: ORDER_TABLES,
      success: orderResponseSchema,
      readOnly: true,
    });
  });

  it('PATCH /api/admin/contact-messages/:id', async () => {
    await run({
      name: 'PATCH /api/admin/contact-messages/:id',
      cases: fc.tuple(pathSegment(messageIds), bodies(fc.record({ handled: fc.boolean() }))),
      send: ([id, body]) =>
        injectBody(shop, 'PATCH', `/api/admin/contact-messages/${id}`, body, admin.cookie),
      touches: ['contact_messages'],
      success: z.object({ message: adminContactMessageSchema }),
      acceptedChange: (before, after) =>
        rowDelta(before, after, 'contact_messages') === 0 ? null : 'marking a message added or removed one',
    });
  });
});
