import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportResponseSchema } from '../../../shared/exports';
import { exportFiles } from '../../db/schema';
import { createUser, type SignedIn } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { bodies, pathSegment } from './arbitraries';
import { CLEAN, fuzzRoute, injectBody, injectGet, printReport, verdict, type FuzzRoute } from './harness';

/** Issue 15: the exports made as background jobs (decision 033), fuzzed like the other writes. */

let shop: TestApp;
let admin: SignedIn;
let readyId: string;

beforeAll(async () => {
  // The queue is not run: an accepted export stays queued, so nothing changes between two cases.
  shop = await createTestApp({ runJobs: false });
  admin = await createUser(shop, 'admin');
  const asked = await shop.app.inject({
    method: 'POST',
    url: '/api/admin/exports',
    payload: { kind: 'products', format: 'csv' },
    headers: { origin: shop.config.publicUrl, cookie: admin.cookie },
  });
  readyId = asked.json().export.id;
  await shop.app.jobs.drain();
});
afterAll(async () => shop?.close());

async function run<T>(route: FuzzRoute<T>) {
  const report = await fuzzRoute(shop, route);
  printReport(report);
  expect(verdict(report)).toEqual(CLEAN);
}

describe('fuzz: exports', () => {
  it('POST /api/admin/exports', async () => {
    const valid = fc.oneof(
      fc.record({ kind: fc.constant('products'), format: fc.constantFrom('csv', 'xlsx') }),
      fc.record({
        kind: fc.constant('orders'),
        format: fc.constantFrom('csv', 'xlsx'),
        from: fc.constantFrom('2026-01-01', '2026-02-28'),
        to: fc.constantFrom('2026-02-28', '2026-03-31'),
      }),
    );
    const db = shop.database.handle.db;
    await run({
      name: 'POST /api/admin/exports',
      cases: bodies(valid, ['status', 'requestedBy', 'fileName', 'id']),
      send: async (body) => {
        const response = await injectBody(shop, 'POST', '/api/admin/exports', body, admin.cookie);
        if (response.statusCode === 202) {
          // One queued row per accepted request, then out of the way of the per-account limit.
          const id = response.json().export.id as string;
          const written = await db.delete(exportFiles).where(eq(exportFiles.id, id)).returning();
          if (written.length !== 1 || written[0]!.status !== 'queued') throw new Error('no queued export');
        }
        return response;
      },
      touches: ['export_files'],
      success: exportResponseSchema,
    });
  });

  it('GET /api/admin/exports/:id', async () => {
    await run({
      name: 'GET /api/admin/exports/:id',
      cases: pathSegment([readyId, 'missing']),
      send: (id) => injectGet(shop, `/api/admin/exports/${id}`, admin.cookie),
      touches: ['export_files'],
      success: exportResponseSchema,
      readOnly: true,
    });
  });
});
