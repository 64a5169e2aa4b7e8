import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportResponseSchema } from '../../../shared/exports';
import { activityResponseSchema } from '../../../shared/staff-forms';
import { exportFiles } from '../../db/schema';
import { createUser, type SignedIn } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { VALID_DETAILS } from '../settings';
import { send } from '../catalog-admin';
import { bodies, encodeLoose, hostileText, urlPiece } from './arbitraries';
import { CLEAN, fuzzRoute, injectBody, injectGet, printReport, verdict, type FuzzRoute } from './harness';

/**
 * Issue 25, S7: days and cursors the server decodes itself. The orders export's period (GET and the export
 * job) and the activity feed's cursor answered 500 for a day that is no day or one outside what JavaScript
 * or PostgreSQL can hold, and for a cursor hiding NUL, half a surrogate pair or such a time.
 */

let shop: TestApp;
let owner: SignedIn;
let realCursor: string;

beforeAll(async () => {
  shop = await createTestApp({ runJobs: false });
  owner = await createUser(shop, 'admin');
  for (const tradingName of ['Fuzz One Ltd', 'Fuzz Two Ltd']) {
    await send(shop, 'PUT', '/api/admin/settings/business', owner.cookie, { ...VALID_DETAILS, tradingName });
  }
  const first = await injectGet(shop, '/api/admin/activity?limit=1', owner.cookie);
  realCursor = first.json().cursor;
});
afterAll(async () => shop?.close());

async function run<T>(route: FuzzRoute<T>) {
  const report = await fuzzRoute(shop, route);
  printReport(report);
  expect(verdict(report)).toEqual(CLEAN);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Days: real ones, impossible ones, the edges of JavaScript's and PostgreSQL's years, and any text. */
const day: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('3100-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10)),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 0, max: 39 }),
      )
      .map(([year, month, dayOfMonth]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(dayOfMonth, 2)}`),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '0000-00-00',
      '0000-01-01',
      '0001-01-01',
      '1999-12-31',
      '2026-02-29',
      '2026-13-01',
      '2999-12-31',
      '3000-01-01',
      '9999-12-31',
      '+275760-09-13',
      '275760-09-13',
      '-271821-04-20',
      '+010000-01-01',
      '2026-1-1',
      '20260101',
      '2026-01-01T00:00:00Z',
    ),
  },
  { weight: 1, arbitrary: hostileText },
);

/** A cursor as the feed writes it (base64url JSON of [time, id]) around any time and id, or anything. */
const moment = fc
  .date({ noInvalidDate: false })
  .map((date) => (Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toISOString()));
const encoded = (value: unknown) => Buffer.from(JSON.stringify(value) ?? '').toString('base64url');
const cursors = (real: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(real) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.oneof(
            moment,
            fc.constantFrom('+275760-09-13T00:00:00.000Z', '0000-01-01T00:00:00.000Z'),
            hostileText,
          ),
          fc.oneof(fc.constantFrom('s:x', 'p:1', 'o:\u0000', 's:\ud800', ''), hostileText),
        )
        .map(encoded),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map(encoded) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 60 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
    },
    { weight: 2, arbitrary: urlPiece },
  );

describe('fuzz: days and cursors', () => {
  it('GET /api/admin/orders/export', async () => {
    await run({
      name: 'GET /api/admin/orders/export',
      cases: fc.tuple(fc.constantFrom('csv', 'xlsx'), day, day),
      send: ([format, from, to]) =>
        injectGet(
          shop,
          `/api/admin/orders/export?format=${format}&from=${encodeLoose(from)}&to=${encodeLoose(to)}`,
          owner.cookie,
        ),
      touches: ['orders', 'export_files'],
      success: z.unknown(),
      fileDownload: true,
      readOnly: true,
    });
  });

  it('POST /api/admin/exports (the period)', async () => {
    const valid = fc.record({
      kind: fc.constant('orders'),
      format: fc.constantFrom('csv', 'xlsx'),
      from: day,
      to: day,
    });
    const db = shop.database.handle.db;
    await run({
      name: 'POST /api/admin/exports (period)',
      cases: fc.oneof(
        { weight: 4, arbitrary: valid.map((value) => ({ kind: 'json', value }) as const) },
        { weight: 1, arbitrary: bodies(valid) },
      ),
      send: async (body) => {
        const response = await injectBody(shop, 'POST', '/api/admin/exports', body, owner.cookie);
        if (response.statusCode === 202) {
          // One queued row per accepted request, then out of the way of the per-account limit.
          const id = response.json().export.id as string;
          await db.delete(exportFiles).where(eq(exportFiles.id, id));
        }
        return response;
      },
      touches: ['export_files'],
      success: exportResponseSchema,
    });
  });

  it('GET /api/admin/activity?before=', async () => {
    await run({
      name: 'GET /api/admin/activity (cursor)',
      cases: cursors(realCursor),
      send: (before) =>
        injectGet(shop, `/api/admin/activity?limit=1&before=${encodeLoose(before)}`, owner.cookie),
      touches: ['product_changes', 'order_events', 'business_details'],
      success: activityResponseSchema,
      readOnly: true,
    });
  });
});
