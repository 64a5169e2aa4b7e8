import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerListResponseSchema, customerResponseSchema } from '../../../shared/customers';
import { customers } from '../../db/schema';
import { createUser, type SignedIn } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { insertProducts } from '../fixtures';
import { placeOrder } from '../orders';
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

/** Issue 29: the customer book's writes (merge, tags, notes) and its list, fuzzed. */

let shop: TestApp;
let admin: SignedIn;
const ids: string[] = [];

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
  const customer = await createUser(shop, 'verified');
  await insertProducts(shop.database.handle.db, [
    { id: 'fuzz-cust-lift', name: 'Fuzz Customer Lift', price: 100_000, stockCount: 1_000 },
  ]);
  // A dozen customers, one order each: merges use some of them up.
  for (let index = 0; index < 12; index++)
    await placeOrder(shop, customer.cookie, [{ productId: 'fuzz-cust-lift', quantity: 1 }], {
      firstName: `Fuzz${index}`,
      phone: `0803 000 ${String(1000 + index)}`,
      email: `fuzz${index}@example.com`,
    });
  const rows = await shop.database.handle.db.select({ id: customers.id }).from(customers);
  ids.push(...rows.map((row) => row.id));
});
afterAll(async () => shop?.close());

async function run<T>(route: FuzzRoute<T>) {
  const report = await fuzzRoute(shop, route);
  printReport(report);
  expect(verdict(report)).toEqual(CLEAN);
}

const BOOK_TABLES = ['customers', 'customer_keys', 'customer_notes', 'orders', 'staff_activity'] as const;

/** An accepted write may change these tables of the book, nothing else. */
function only(tables: readonly string[]) {
  return (before: Parameters<typeof othersChanged>[0], after: Parameters<typeof othersChanged>[1]) => {
    const others = othersChanged(before, after, tables);
    return others.length === 0 ? null : `it changed ${others.join(', ')}`;
  };
}

describe('fuzz: the customer book', () => {
  it('POST /api/admin/customers/:id/merge', async () => {
    const valid = fc.record({ otherId: fc.constantFrom(...ids) });
    await run({
      name: 'POST /api/admin/customers/:id/merge',
      cases: fc.tuple(pathSegment(ids), bodies(valid)),
      send: ([id, body]) => injectBody(shop, 'POST', `/api/admin/customers/${id}/merge`, body, admin.cookie),
      touches: BOOK_TABLES,
      success: customerResponseSchema,
      acceptedChange: (before, after) =>
        rowDelta(before, after, 'customers') !== -1
          ? 'an accepted merge did not remove one customer'
          : rowDelta(before, after, 'staff_activity') !== 1
            ? 'an accepted merge did not add one activity entry'
            : only(BOOK_TABLES)(before, after),
    });
  });

  it('PUT /api/admin/customers/:id/tags', async () => {
    const tag = fc.constantFrom('dealer', 'Fleet', ' school ', 'our own words', 'x'.repeat(31), '');
    const valid = fc.record({ tags: fc.array(tag, { maxLength: 12 }) });
    await run({
      name: 'PUT /api/admin/customers/:id/tags',
      cases: fc.tuple(pathSegment(ids), bodies(valid)),
      send: ([id, body]) => injectBody(shop, 'PUT', `/api/admin/customers/${id}/tags`, body, admin.cookie),
      touches: BOOK_TABLES,
      success: customerResponseSchema,
      acceptedChange: only(['customers']),
    });
  });

  it('POST /api/admin/customers/:id/notes', async () => {
    const valid = fc.record({ text: fc.constantFrom('Runs 12 buses.', '  ', 'x'.repeat(2001), 'Ok') });
    await run({
      name: 'POST /api/admin/customers/:id/notes',
      cases: fc.tuple(pathSegment(ids), bodies(valid)),
      send: ([id, body]) => injectBody(shop, 'POST', `/api/admin/customers/${id}/notes`, body, admin.cookie),
      touches: BOOK_TABLES,
      success: customerResponseSchema,
      acceptedChange: (before, after) =>
        rowDelta(before, after, 'customer_notes') !== 1
          ? 'an accepted note did not add one row'
          : only(['customer_notes'])(before, after),
    });
  });

  it('GET /api/admin/customers', async () => {
    await run({
      name: 'GET /api/admin/customers',
      cases: queryString({
        q: ['Fuzz1', '0803 000 1001', '+234 803', '%', 'fuzz3@example.com'],
        state: ['Lagos', 'Kano'],
        tag: ['dealer', 'Fleet'],
        sort: ['lastOrder', 'lifetimePaid', 'orders'],
        offset: ['0', '5'],
        limit: ['1', '100'],
      }),
      send: (query) => injectGet(shop, `/api/admin/customers?${query}`, admin.cookie),
      touches: BOOK_TABLES,
      success: customerListResponseSchema,
      readOnly: true,
    });
  });
});
