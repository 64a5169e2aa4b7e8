import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_MESSAGES,
  EXPORTS_IN_PROGRESS_LIMIT,
  type ExportFile,
  type ExportRequest,
} from '../../../shared/exports';
import { lagosDay } from '../../../shared/lagos-time';
import { STAFF_MESSAGES } from '../../../shared/staff';
import { exportFiles, jobs } from '../../db/schema';
import { enqueueJobs, JobRunner, type JobLog } from '../../jobs';
import type { SheetSource } from '../../lib/spreadsheet-writer';
import { createUser, get, setUserFields, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { insertProducts } from '../../test/fixtures';
import { moveOrder, placeOrder } from '../../test/orders';
import { readCsv, readXlsx } from '../../test/spreadsheets';
import { ExportsRepository } from './exports.repository';
import { EXPORT_BUILD_JOB, EXPORT_PRUNE_JOB, ExportsService } from './exports.service';

/**
 * A catalogue sheet's rows without its last column, the Exported time (decision 041): two exports made
 * moments apart hold the same rows but each its own time.
 */
function withoutExportTime<T>(rows: T[][]): T[][] {
  expect(rows[0]!.at(-1)).toBe('Exported');
  expect(String(rows[1]!.at(-1))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} WAT$/);
  return rows.map((row) => row.slice(0, -1));
}

// The app's own job runner is not started: each test runs the queue when it chooses (`drain`), so an
// export stays queued until then.
let shop: TestApp;
let owner: SignedIn;
let sales: SignedIn;
let storekeeper: SignedIn;
let customer: SignedIn;
let today: string;

const quiet: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

const ask = (cookie: string | undefined, body: unknown) =>
  send(shop, 'POST', '/api/admin/exports', cookie, body);

async function queued(cookie: string, body: ExportRequest): Promise<ExportFile> {
  const response = await ask(cookie, body);
  expect(response.statusCode, response.body).toBe(202);
  return response.json().export as ExportFile;
}

const status = async (cookie: string, id: string) =>
  (await get(shop, `/api/admin/exports/${id}`, cookie)).json().export as ExportFile;
const fileOf = (cookie: string | undefined, id: string) => get(shop, `/api/admin/exports/${id}/file`, cookie);

/** Runs the queue until nothing is due; the exports of the other tests wait on nobody. */
const runJobs = () => shop.app.jobs.drain();

/** Removes every export, so one test's exports never count against another's limit. */
const clearExports = () => shop.database.handle.db.delete(exportFiles);

beforeAll(async () => {
  shop = await createTestApp({ runJobs: false });
  owner = await createUser(shop, 'admin');
  sales = await createUser(shop, 'admin');
  await setUserFields(shop, sales.email, { staffLevel: 'sales' });
  storekeeper = await createUser(shop, 'admin');
  await setUserFields(shop, storekeeper.email, { staffLevel: 'storekeeper' });
  customer = await createUser(shop, 'verified');
  await insertProducts(
    shop.database.handle.db,
    Array.from({ length: 120 }, (_, index) => ({
      id: `export-${index}`,
      name: index === 0 ? '=Trolley Jack' : `Export Product ${index}`,
      price: 10_000 + index,
      ageHours: index,
    })),
  );
  await placeOrder(shop, customer.cookie, [
    { productId: 'export-1', quantity: 2 },
    { productId: 'export-2', quantity: 1 },
  ]);
  today = lagosDay(new Date());
}, 120_000);
afterAll(async () => shop?.close());

describe('POST /api/admin/exports', () => {
  it('answers 202 with the queued export; the job stores the same CSV the GET endpoint streams', async () => {
    const requested = await queued(owner.cookie, { kind: 'products', format: 'csv' });
    expect(requested).toMatchObject({
      kind: 'products',
      format: 'csv',
      status: 'queued',
      fileName: `garagepro-products-${today}.csv`,
      from: null,
      to: null,
      rowCount: null,
    });
    const notReady = await fileOf(owner.cookie, requested.id);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().message).toBe(EXPORT_MESSAGES.notReady);

    await runJobs();
    const ready = await status(owner.cookie, requested.id);
    expect(ready).toMatchObject({ status: 'ready', rowCount: 120, error: null });
    const file = await fileOf(owner.cookie, requested.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="garagepro-products-${today}.csv"`,
    );
    expect(file.headers['cache-control']).toBe('no-store');
    const streamed = await get(shop, '/api/admin/products/export?format=csv', owner.cookie);
    expect(withoutExportTime(readCsv(file.body))).toEqual(withoutExportTime(readCsv(streamed.body)));
    expect(ready.size).toBe(file.rawPayload.length);
    expect(readCsv(file.body)[1]![1]).toBe("'=Trolley Jack");
  });

  it('stores a valid .xlsx workbook with the GET endpoint’s rows', async () => {
    const requested = await queued(owner.cookie, { kind: 'products', format: 'xlsx' });
    await runJobs();
    const file = await fileOf(owner.cookie, requested.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const streamed = await get(shop, '/api/admin/products/export?format=xlsx', owner.cookie);
    const rows = await readXlsx(file.rawPayload);
    expect(rows).toHaveLength(121);
    expect(withoutExportTime(rows)).toEqual(withoutExportTime(await readXlsx(streamed.rawPayload)));
  });

  it('exports the orders of a period as the GET endpoint does, with its file name', async () => {
    const period = { from: today, to: today };
    const csv = await queued(sales.cookie, { kind: 'orders', format: 'csv', ...period });
    const xlsx = await queued(sales.cookie, { kind: 'orders', format: 'xlsx', ...period });
    await runJobs();
    const streamed = await get(
      shop,
      `/api/admin/orders/export?format=csv&from=${today}&to=${today}`,
      sales.cookie,
    );
    const file = await fileOf(sales.cookie, csv.id);
    expect(file.rawPayload.equals(streamed.rawPayload)).toBe(true);
    expect(file.headers['content-disposition']).toBe(streamed.headers['content-disposition']);
    expect(await status(sales.cookie, csv.id)).toMatchObject({ from: today, to: today, rowCount: 2 });
    const workbook = await readXlsx((await fileOf(sales.cookie, xlsx.id)).rawPayload);
    expect(workbook).toHaveLength(3);
    expect(workbook[0]![0]).toBe('Reference');
    await clearExports();
  });

  it('exports the ledger’s payments of a period as its GET endpoint does; a storekeeper gets 403', async () => {
    const { order } = await placeOrder(shop, customer.cookie, [{ productId: 'export-3', quantity: 1 }]);
    expect((await moveOrder(shop, owner.cookie, order.reference, 'confirmed')).statusCode).toBe(200);
    const recorded = await send(shop, 'POST', `/api/admin/orders/${order.reference}/payments`, owner.cookie, {
      amount: 4_000,
      method: 'cash',
      paidOn: today,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const period = { from: today, to: today };
    const refused = await ask(storekeeper.cookie, { kind: 'payments', format: 'csv', ...period });
    expect(refused.statusCode).toBe(403);
    const csv = await queued(sales.cookie, { kind: 'payments', format: 'csv', ...period });
    expect(csv).toMatchObject({
      kind: 'payments',
      from: today,
      to: today,
      fileName: `garagepro-payments-${today}-to-${today}-made-${today}.csv`,
    });
    await runJobs();
    const streamed = await get(
      shop,
      `/api/admin/payments/export?format=csv&from=${today}&to=${today}`,
      sales.cookie,
    );
    const file = await fileOf(sales.cookie, csv.id);
    expect(file.rawPayload.equals(streamed.rawPayload)).toBe(true);
    expect(await status(sales.cookie, csv.id)).toMatchObject({ status: 'ready', rowCount: 1 });
    const rows = readCsv(file.body);
    expect(rows[1]).toContain(order.reference);
    await clearExports();
  });

  it('refuses a bad request with the GET endpoints’ messages, and queues nothing', async () => {
    const refused = async (body: unknown, message: string) => {
      const response = await ask(owner.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toContain(message);
    };
    const orders = { kind: 'orders', format: 'csv' };
    await refused(
      { ...orders, from: today, to: '2000-01-01' },
      'The from date must be on or before the to date',
    );
    await refused(
      { ...orders, from: '2026-02-30', to: '2026-03-01' },
      'The from date must be a date written YYYY-MM-DD',
    );
    await refused({ ...orders, from: '2026-03-01' }, 'Choose the to date');
    await refused({ kind: 'products', format: 'ods' }, 'Choose the format: csv or xlsx');
    await refused({ format: 'csv' }, EXPORT_MESSAGES.chooseKind);
    const rows = await shop.database.handle.db.select().from(exportFiles);
    expect(rows).toEqual([]);
  });

  it('is refused from another site (the admin’s other writes’ rule)', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/exports',
      payload: { kind: 'products', format: 'csv' },
      headers: { origin: 'https://evil.example', cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(await shop.database.handle.db.select().from(exportFiles)).toEqual([]);
  });
});

describe('who may ask and download', () => {
  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect((await ask(undefined, { kind: 'products', format: 'csv' })).statusCode).toBe(401);
    expect((await ask(customer.cookie, { kind: 'products', format: 'csv' })).statusCode).toBe(403);
    expect((await get(shop, '/api/admin/exports')).statusCode).toBe(401);
    expect((await get(shop, '/api/admin/exports', customer.cookie)).statusCode).toBe(403);
  });

  it('gives orders to owners and sales only: a storekeeper gets 403, and the catalogue', async () => {
    const refused = await ask(storekeeper.cookie, { kind: 'orders', format: 'csv', from: today, to: today });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_MESSAGES.forbidden);
    expect((await ask(storekeeper.cookie, { kind: 'products', format: 'csv' })).statusCode).toBe(202);
    await clearExports();
  });

  it("answers 404 for another person's export, an owner's too, and lists only the caller's", async () => {
    const mine = await queued(sales.cookie, { kind: 'orders', format: 'csv', from: today, to: today });
    await runJobs();
    for (const other of [owner, storekeeper]) {
      const seen = await get(shop, `/api/admin/exports/${mine.id}`, other.cookie);
      expect(seen.statusCode).toBe(404);
      expect(seen.json().message).toBe(EXPORT_MESSAGES.notFound);
      expect((await fileOf(other.cookie, mine.id)).statusCode).toBe(404);
      const list = await get(shop, '/api/admin/exports', other.cookie);
      expect(list.json().exports.map((item: ExportFile) => item.id)).not.toContain(mine.id);
    }
    expect((await fileOf(sales.cookie, 'no-such-export')).statusCode).toBe(404);
    expect((await fileOf(sales.cookie, mine.id)).statusCode).toBe(200);
    await clearExports();
  });

  it('checks the permission again: a member moved to storekeeper no longer gets their orders file', async () => {
    const member = await createUser(shop, 'admin');
    await setUserFields(shop, member.email, { staffLevel: 'sales' });
    const mine = await queued(member.cookie, { kind: 'orders', format: 'csv', from: today, to: today });
    await runJobs();
    expect((await fileOf(member.cookie, mine.id)).statusCode).toBe(200);
    await setUserFields(shop, member.email, { staffLevel: 'storekeeper' });
    const refused = await fileOf(member.cookie, mine.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Reference');
    expect((await get(shop, `/api/admin/exports/${mine.id}`, member.cookie)).statusCode).toBe(403);
    expect((await get(shop, '/api/admin/exports', member.cookie)).json().exports).toEqual([]);
    await clearExports();
  });
});

describe('the queue', () => {
  it(`holds at most ${EXPORTS_IN_PROGRESS_LIMIT} exports in progress per account (429), even asked for at once`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ask(owner.cookie, { kind: 'products', format: 'csv' })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([202, 202, 202, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: EXPORT_MESSAGES.tooMany });
    // Another account has its own budget.
    expect((await ask(sales.cookie, { kind: 'products', format: 'csv' })).statusCode).toBe(202);
    await runJobs();
    expect((await ask(owner.cookie, { kind: 'products', format: 'csv' })).statusCode).toBe(202);
    await runJobs();
    const list = (await get(shop, '/api/admin/exports', owner.cookie)).json().exports as ExportFile[];
    expect(list.map((item) => item.status)).toEqual(['ready', 'ready', 'ready', 'ready']);
    const times = list.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    await clearExports();
  });

  it('runs each export once with two runners taking jobs at the same time', async () => {
    const asked = [
      await queued(owner.cookie, { kind: 'products', format: 'csv' }),
      await queued(owner.cookie, { kind: 'products', format: 'xlsx' }),
      await queued(owner.cookie, { kind: 'orders', format: 'csv', from: today, to: today }),
    ];
    const second = new JobRunner({
      db: shop.database.handle.db,
      handlers: [exportsService().buildJob()],
      log: quiet,
      intervalMs: 60_000,
      batchSize: 1,
    });
    await Promise.all([runJobs(), second.drain()]);
    for (const { id } of asked) {
      const built = await buildJobsOf(id);
      expect(built.map(({ attempts, status }) => ({ attempts, status }))).toEqual([
        { attempts: 1, status: 'done' },
      ]);
      expect((await status(owner.cookie, id)).status).toBe('ready');
    }
    await clearExports();
  });

  it('retries a failed attempt with backoff, and after the last one says the file could not be made', async () => {
    const asked = await queued(owner.cookie, { kind: 'products', format: 'csv' });
    const failing = failingRunner(Infinity);
    const started = Date.now();
    await waitFor(
      async () => (await status(owner.cookie, asked.id)).status === 'failed',
      () => failing.drain(),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(50 + 100);
    const failed = await status(owner.cookie, asked.id);
    expect(failed).toMatchObject({ status: 'failed', error: EXPORT_MESSAGES.failed, rowCount: null });
    const file = await fileOf(owner.cookie, asked.id);
    expect(file.statusCode).toBe(409);
    expect(file.json().message).toBe(EXPORT_MESSAGES.failed);
    const [job] = await buildJobsOf(asked.id);
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(job!.lastError).toContain('the database went away');
    // A failed export leaves room for a new one.
    expect((await ask(owner.cookie, { kind: 'products', format: 'csv' })).statusCode).toBe(202);
    await clearExports();
  });

  it('makes the file on a later attempt when the first one fails', async () => {
    const asked = await queued(owner.cookie, { kind: 'products', format: 'csv' });
    const flaky = failingRunner(1);
    await waitFor(
      async () => (await status(owner.cookie, asked.id)).status === 'ready',
      () => flaky.drain(),
    );
    expect((await fileOf(owner.cookie, asked.id)).statusCode).toBe(200);
    await clearExports();
  });

  it('stops making a file when its time is up, stores nothing, and makes it on the next attempt', async () => {
    const asked = await queued(owner.cookie, { kind: 'products', format: 'csv' });
    const reads: number[] = [];
    // The first attempt's rows never end (a row every 10 ms); the second has one row.
    const source = (): SheetSource => {
      const attempt = reads.push(0);
      return {
        options: { headers: ['ID'], sheetName: 'Products' },
        rows: async function* () {
          while (attempt === 1) {
            reads[0]!++;
            yield [`endless-${reads[0]}`];
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          yield ['export-0'];
        },
      };
    };
    // Attempts to spare: on a loaded machine the one-row attempt may itself take longer than its time.
    const handler = { ...exportsService({ products: source }, 10).buildJob(), timeoutMs: 1_500 };
    const slow = new JobRunner({
      db: shop.database.handle.db,
      handlers: [handler],
      log: quiet,
      intervalMs: 60_000,
    });
    const seen: string[] = [];
    await waitFor(
      async () => {
        const now = (await status(owner.cookie, asked.id)).status;
        if (seen.at(-1) !== now) seen.push(now);
        return now === 'ready';
      },
      () => slow.drain(),
      60_000,
    );
    // The endless attempt was stopped: it read no row after its time was up.
    const readByFirst = reads[0]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads[0]).toBe(readByFirst);
    expect(seen).not.toContain('failed');
    const [job] = await buildJobsOf(asked.id);
    expect(job).toMatchObject({ status: 'done', lastError: 'exports.build did not finish in 1500 ms' });
    expect(job!.attempts).toBeGreaterThanOrEqual(2);
    const file = await fileOf(owner.cookie, asked.id);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('export-0');
    expect(file.body).not.toContain('endless');
    await clearExports();
  });

  it('removes exports 24 hours after they were asked for, with their files', async () => {
    const old = await queued(owner.cookie, { kind: 'products', format: 'csv' });
    const recent = await queued(owner.cookie, { kind: 'products', format: 'xlsx' });
    await runJobs();
    const db = shop.database.handle.db;
    await db
      .update(exportFiles)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(exportFiles.id, old.id));
    // Gone for the caller at once...
    expect((await get(shop, `/api/admin/exports/${old.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await fileOf(owner.cookie, old.id)).statusCode).toBe(404);
    const list = (await get(shop, '/api/admin/exports', owner.cookie)).json().exports as ExportFile[];
    expect(list.map((item) => item.id)).toEqual([recent.id]);
    // ...and from the database at the prune job's next turn.
    await enqueueJobs(db, [{ kind: EXPORT_PRUNE_JOB, uniqueKey: EXPORT_PRUNE_JOB }]);
    await runJobs();
    const [turn] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, EXPORT_PRUNE_JOB))
      .orderBy(jobs.createdAt);
    expect(turn!.status).toBe('done');
    const left = await db.select({ id: exportFiles.id }).from(exportFiles);
    expect(left).toEqual([{ id: recent.id }]);
    await clearExports();
  });
});

/** The build jobs of one export. */
const buildJobsOf = (id: string) =>
  shop.database.handle.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, EXPORT_BUILD_JOB), sql`${jobs.payload}->>'exportId' = ${id}`));

function exportsService(sheets?: Partial<ReturnType<typeof failingSheets>>, maxAttempts = 3) {
  const real = {
    products: () => ({ options: { headers: ['ID'], sheetName: 'Products' }, rows: async function* () {} }),
    orders: () => ({ options: { headers: ['Reference'], sheetName: 'Orders' }, rows: async function* () {} }),
    payments: () => ({ options: { headers: ['Order'], sheetName: 'Payments' }, rows: async function* () {} }),
  };
  return new ExportsService({
    repository: new ExportsRepository(shop.database.handle.db),
    sheets: { ...real, ...sheets },
    retry: { retryBaseMs: 50, retryMaxMs: 100, maxAttempts },
  });
}

/** Sheets whose first `failures` reads fail as a lost database connection would. */
function failingSheets(failures: number) {
  let failed = 0;
  const source = (): SheetSource => ({
    options: { headers: ['ID'], sheetName: 'Products' },
    rows: async function* () {
      if (failed++ < failures) throw new Error('the database went away');
      yield ['export-0'];
    },
  });
  return { products: source, orders: source };
}

/** A runner of export jobs whose sheets fail `failures` times, with a short backoff (50 ms, then 100 ms). */
function failingRunner(failures: number) {
  return new JobRunner({
    db: shop.database.handle.db,
    handlers: [exportsService(failingSheets(failures)).buildJob()],
    log: quiet,
    intervalMs: 60_000,
  });
}

async function waitFor(done: () => Promise<boolean>, step: () => Promise<void>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await step();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
