import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDay } from '../../../shared/lagos-time';
import { adminOrderResponseSchema } from '../../../shared/orders';
import { MANUAL_METHODS } from '../../../shared/payments';
import { createUser, type SignedIn } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { send } from '../catalog-admin';
import { insertProducts } from '../fixtures';
import { testJpeg } from '../images';
import { multipart } from '../multipart';
import { moveOrder, placeOrder } from '../orders';
import { bodies, pathSegment } from './arbitraries';
import {
  CLEAN,
  fuzzRoute,
  injectBody,
  othersChanged,
  printReport,
  rowDelta,
  verdict,
  type FuzzRoute,
} from './harness';

/** Issue 28: the desk's writes to the payment ledger, fuzzed. */

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
/** Confirmed orders, awaiting ones and a cancelled one: every answer the rules give. */
const references: string[] = [];
const paymentIds: string[] = [];
const proofIds: string[] = [];
const today = lagosDay(new Date());

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
  customer = await createUser(shop, 'verified');
  await insertProducts(shop.database.handle.db, [
    { id: 'fuzz-pay-lift', name: 'Fuzz Pay Lift', price: 2_500_000, stockCount: 1_000_000 },
  ]);
  const statuses = ['confirmed', 'confirmed', 'confirmed', 'awaiting_confirmation', 'cancelled'] as const;
  for (const status of statuses) {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'fuzz-pay-lift', quantity: 1 }]);
    if (status !== 'awaiting_confirmation') await moveOrder(shop, admin.cookie, order.reference, status);
    references.push(order.reference);
  }
  for (const reference of references.slice(0, 3)) {
    const recorded = await send(shop, 'POST', `/api/admin/orders/${reference}/payments`, admin.cookie, {
      amount: 1_000,
      method: 'cash',
      paidOn: today,
    });
    paymentIds.push(adminOrderResponseSchema.parse(recorded.json()).order.payments[0]!.id);
    const form = multipart([
      { filename: 'slip.jpg', contentType: 'image/jpeg', data: await testJpeg(120, 90) },
    ]);
    const proof = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${reference}/proofs`,
      payload: form.payload,
      headers: { ...form.headers, origin: shop.config.publicUrl, cookie: customer.cookie },
    });
    proofIds.push(proof.json().order.proofs[0].id);
  }
});
afterAll(async () => shop?.close());

async function run<T>(route: FuzzRoute<T>) {
  const report = await fuzzRoute(shop, route);
  printReport(report);
  expect(verdict(report)).toEqual(CLEAN);
}

const LEDGER_TABLES = [
  'orders',
  'order_items',
  'order_events',
  'payments',
  'payment_proofs',
  'payment_files',
] as const;
const day = fc.constantFrom(today, '2026-01-15', '2999-12-31', '2026-02-30', 'yesterday');
const amount = fc.constantFrom(0, -1, 0.001, 1_000, 25_000.5, 2_500_000, 1e12);

/** An accepted write may change the orders, their events and these ledger tables, nothing else. */
function onlyLedger(tables: readonly string[]) {
  return (before: Parameters<typeof othersChanged>[0], after: Parameters<typeof othersChanged>[1]) => {
    const others = othersChanged(before, after, ['orders', 'order_events', ...tables]);
    return others.length === 0 ? null : `it changed ${others.join(', ')}`;
  };
}

describe('fuzz: the payment ledger', () => {
  it('POST /api/admin/orders/:reference/payments', async () => {
    const valid = fc.record(
      {
        amount,
        method: fc.constantFrom(...MANUAL_METHODS, 'online'),
        paidOn: day,
        note: fc.constantFrom('At the till', ''),
      },
      { requiredKeys: ['amount', 'method', 'paidOn'] },
    );
    await run({
      name: 'POST /api/admin/orders/:reference/payments',
      cases: fc.tuple(pathSegment(references), bodies(valid, ['proofFileId'])),
      send: ([reference, body]) =>
        injectBody(shop, 'POST', `/api/admin/orders/${reference}/payments`, body, admin.cookie),
      touches: LEDGER_TABLES,
      success: adminOrderResponseSchema,
      acceptedChange: (before, after) =>
        rowDelta(before, after, 'payments') !== 1
          ? 'an accepted payment did not add one row'
          : onlyLedger(['payments'])(before, after),
    });
  });

  it('POST /api/admin/orders/:reference/payments/:id/void', async () => {
    const valid = fc.record({ reason: fc.constantFrom('Counted twice', '  ', 'Wrong order') });
    await run({
      name: 'POST /api/admin/orders/:reference/payments/:id/void',
      cases: fc.tuple(pathSegment(references), pathSegment(paymentIds), bodies(valid)),
      send: ([reference, id, body]) =>
        injectBody(shop, 'POST', `/api/admin/orders/${reference}/payments/${id}/void`, body, admin.cookie),
      touches: LEDGER_TABLES,
      success: adminOrderResponseSchema,
      acceptedChange: (before, after) =>
        rowDelta(before, after, 'payments') !== 0
          ? 'a void added or removed rows'
          : onlyLedger(['payments'])(before, after),
    });
  });

  it('PATCH /api/admin/orders/:reference', async () => {
    const valid = fc.record({ depositPercent: fc.constantFrom(0, 30, 100, 101, -1, 12.5) });
    await run({
      name: 'PATCH /api/admin/orders/:reference',
      cases: fc.tuple(pathSegment(references), bodies(valid)),
      send: ([reference, body]) =>
        injectBody(shop, 'PATCH', `/api/admin/orders/${reference}`, body, admin.cookie),
      touches: LEDGER_TABLES,
      success: adminOrderResponseSchema,
      acceptedChange: onlyLedger([]),
    });
  });

  it('POST /api/admin/orders/:reference/proofs/:id/accept and reject', async () => {
    const accept = fc.record(
      { amount, paidOn: day, note: fc.constantFrom('Seen in the bank app', '') },
      {
        requiredKeys: ['amount', 'paidOn'],
      },
    );
    const reject = fc.record({ reason: fc.constantFrom('Not our account', ' ') });
    await run({
      name: 'POST /api/admin/orders/:reference/proofs/:id/(accept|reject)',
      cases: fc.oneof(
        fc.tuple(fc.constant('accept'), pathSegment(references), pathSegment(proofIds), bodies(accept)),
        fc.tuple(fc.constant('reject'), pathSegment(references), pathSegment(proofIds), bodies(reject)),
      ),
      send: ([action, reference, id, body]) =>
        injectBody(shop, 'POST', `/api/admin/orders/${reference}/proofs/${id}/${action}`, body, admin.cookie),
      touches: LEDGER_TABLES,
      success: adminOrderResponseSchema,
      acceptedChange: onlyLedger(['payments', 'payment_proofs']),
    });
  });
});
