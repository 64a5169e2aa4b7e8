// npx tsx scripts/bench-export-jobs.ts [--count 10000]: the spreadsheet exports made as background jobs
// (decision 033) over `count` products and `count` orders: the time from POST /api/admin/exports to the
// export being ready (the status asked for every 50 ms, as the page asks every second), the file's size,
// and the streamed GET endpoint of the same file beside it. The real app (buildApp) with its job runner, on
// embedded PGlite in a temporary folder, or, with DATABASE_URL, a scratch database made beside it on that
// PostgreSQL server and dropped afterwards. Prints figures, asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ExportFile, ExportRequest } from '../src/shared/exports';
import { lagosDay } from '../src/shared/lagos-time';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { withName } from '../src/server/test/global-setup';
import { adminUrl, dropDatabase, withDatabase } from '../src/server/test/postgres-admin';
import { benchOption, insertBenchOrders, insertBenchShoppers } from './lib/bench-data';

const COUNT = benchOption('count', 10_000);
const MIGRATIONS = path.join(process.cwd(), 'drizzle');
const PUBLIC_URL = 'http://bench.test';
const dir = mkdtempSync(path.join(tmpdir(), 'bench-export-jobs-'));
const url = process.env.DATABASE_URL || undefined;
const scratch = `bench_export_jobs_${process.pid}`;

async function open(): Promise<DatabaseHandle> {
  if (!url) return openDatabase({ pgliteDir: path.join(dir, 'db') });
  await withDatabase(adminUrl(url), (client) => client.query(`create database "${scratch}"`));
  return openDatabase({ databaseUrl: withName(url, scratch) });
}

/** `count` products and `count` orders of one to three lines, all placed today. */
async function fill(database: DatabaseHandle) {
  const db = database.db;
  await insertBenchShoppers(db);
  await db.execute(sql`insert into products (id, name, brand, price_kobo, description, image, image_public_id,
      images, category, stock_count, in_stock, features, specifications)
    select 'bench-' || g, 'Bench product ' || g, 'Launch', (50000 + abs(hashtext('p' || g)) % 500 * 10000) * 100,
      'A generated product for the export benchmark, with a description of ordinary length.',
      '/media/pic' || g || '/800.webp', 'pic' || g, jsonb_build_array('pic' || g), array['garagetools'], 5, true,
      '["Dual hydraulic cylinders", "Safety locks every 10 cm"]'::jsonb,
      '{"Capacity": "4,000 kg", "Lifting height": "1,900 mm"}'::jsonb
    from generate_series(1, ${COUNT}) g`);
  await insertBenchOrders(db, COUNT);
}

/** An owner's session cookie: a sign-up, made admin and verified in the database. */
async function ownerCookie(app: FastifyInstance, database: DatabaseHandle): Promise<string> {
  const email = 'bench-owner@example.com';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Bench Owner', email, password: 'Bench-Export-Jobs-42' },
    headers: { origin: PUBLIC_URL },
  });
  await database.db.execute(
    sql`update "user" set role = 'admin', staff_level = 'owner', email_verified = true where email = ${email}`,
  );
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const database = await open();
  let app: FastifyInstance | undefined;
  try {
    await database.migrate(MIGRATIONS);
    let clock = performance.now();
    await fill(database);
    const where = url ? 'PostgreSQL' : 'PGlite (embedded)';
    console.log(
      `${where}: ${COUNT.toLocaleString('en')} products, ${COUNT.toLocaleString('en')} orders; ` +
        `filled in ${seconds(performance.now() - clock)}`,
    );
    const config = {
      ...loadConfig({ DATA_DIR: dir, DATABASE_URL: url, PUBLIC_URL, LOG_LEVEL: 'silent' }),
      clientDir: path.join(dir, 'client'),
      migrationsDir: MIGRATIONS,
    };
    app = await buildApp({ config, database });
    await app.ready();
    const cookie = await ownerCookie(app, database);
    const headers = { cookie, origin: PUBLIC_URL };
    const today = lagosDay(new Date());
    const requests: [string, ExportRequest, string][] = [
      ['products', { kind: 'products', format: 'csv' }, '/api/admin/products/export?format=csv'],
      ['products', { kind: 'products', format: 'xlsx' }, '/api/admin/products/export?format=xlsx'],
      [
        'orders',
        { kind: 'orders', format: 'csv', from: today, to: today },
        `/api/admin/orders/export?format=csv&from=${today}&to=${today}`,
      ],
      [
        'orders',
        { kind: 'orders', format: 'xlsx', from: today, to: today },
        `/api/admin/orders/export?format=xlsx&from=${today}&to=${today}`,
      ],
    ];
    for (const [what, request, streamUrl] of requests) {
      clock = performance.now();
      const posted = await app.inject({
        method: 'POST',
        url: '/api/admin/exports',
        payload: request,
        headers,
      });
      let file = posted.json().export as ExportFile;
      while (file.status === 'queued' || file.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        file = (await app.inject({ url: `/api/admin/exports/${file.id}`, headers })).json()
          .export as ExportFile;
      }
      const readyMs = performance.now() - clock;
      clock = performance.now();
      const download = await app.inject({ url: `/api/admin/exports/${file.id}/file`, headers });
      const downloadMs = performance.now() - clock;
      clock = performance.now();
      const streamed = await app.inject({ url: streamUrl, headers });
      const streamMs = performance.now() - clock;
      console.log(
        `export job, ${COUNT.toLocaleString('en')} ${what} as ${request.format}: ${file.status} ` +
          `${seconds(readyMs)} after the POST (${file.rowCount?.toLocaleString('en')} rows, ` +
          `${mb(download.rawPayload.length)}); its download ${seconds(downloadMs)}; ` +
          `the streamed GET ${seconds(streamMs)} (${mb(streamed.rawPayload.length)})`,
      );
    }
  } finally {
    await app?.close();
    await database.close();
    if (url) await dropDatabase(url, scratch);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
