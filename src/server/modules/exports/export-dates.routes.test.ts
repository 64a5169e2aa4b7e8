import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SHOP_DAY, LAST_SHOP_DAY } from '../../../shared/days';
import { exportFiles, jobs } from '../../db/schema';
import { createUser, get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';

// Issue 25, S7: a day that is no day (2026-13-01, 0000-00-00) or that neither JavaScript nor PostgreSQL
// can hold (year 0, +275760) answered 500 from both ways of exporting the orders.
let shop: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  shop = await createTestApp({ runJobs: false });
  owner = await createUser(shop, 'admin');
});
afterAll(async () => shop?.close());

const outOfRange = (label: string) =>
  `The ${label} date must be between ${FIRST_SHOP_DAY} and ${LAST_SHOP_DAY}`;
const notADay = (label: string) => `The ${label} date must be a date written YYYY-MM-DD`;

/** [from, to, the message naming the field at fault] */
const BAD_PERIODS: [string, string, string][] = [
  ['2020-01-01', '2026-13-01', notADay('to')],
  ['0000-00-00', '2026-01-31', notADay('from')],
  ['2026-02-29', '2026-03-01', notADay('from')],
  ['2026-01-01', '2026-04-31', notADay('to')],
  ['0000-01-01', '2026-01-31', outOfRange('from')],
  ['1999-12-31', '2026-01-31', outOfRange('from')],
  ['2026-01-01', '9999-12-31', outOfRange('to')],
  ['2026-01-01', '3000-01-01', outOfRange('to')],
  ['+275760-09-13', '2026-01-31', notADay('from')],
  ['2026-01-01', '275760-09-13', notADay('to')],
  ['-000001-01-01', '2026-01-31', notADay('from')],
];

describe('the orders export’s period', () => {
  it.each(BAD_PERIODS)(
    'GET /api/admin/orders/export from %s to %s: 400 naming the field',
    async (from, to, message) => {
      const query = new URLSearchParams({ format: 'csv', from, to });
      const response = await get(shop, `/api/admin/orders/export?${query}`, owner.cookie);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.json().message).toContain(message);
    },
  );

  it.each(BAD_PERIODS)(
    'POST /api/admin/exports from %s to %s: 400 naming the field, nothing queued',
    async (from, to, message) => {
      const db = shop.database.handle.db;
      const jobsBefore = await db.select().from(jobs);
      const response = await send(shop, 'POST', '/api/admin/exports', owner.cookie, {
        kind: 'orders',
        format: 'xlsx',
        from,
        to,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.json().message).toContain(message);
      expect(await db.select().from(exportFiles)).toEqual([]);
      expect(await db.select().from(jobs)).toEqual(jobsBefore);
    },
  );

  it('takes the first and the last day the shop knows', async () => {
    await shop.database.handle.db.delete(exportFiles);
    const query = new URLSearchParams({ format: 'csv', from: FIRST_SHOP_DAY, to: LAST_SHOP_DAY });
    const response = await get(shop, `/api/admin/orders/export?${query}`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const queued = await send(shop, 'POST', '/api/admin/exports', owner.cookie, {
      kind: 'orders',
      format: 'csv',
      from: FIRST_SHOP_DAY,
      to: LAST_SHOP_DAY,
    });
    expect(queued.statusCode, queued.body).toBe(202);
  });
});
