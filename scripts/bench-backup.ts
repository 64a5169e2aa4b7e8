// npx tsx scripts/bench-backup.ts [--count 10000]: `npm run backup` and `npm run restore` over a shop of
// `count` products, each with a picture of its own, and `count` orders. Embedded PGlite in a temporary
// folder (pictures as files), or, with DATABASE_URL, a scratch database made beside it on that
// PostgreSQL server (pictures in the database) and dropped afterwards. Prints figures, asserts nothing.
//
// The pictures are copies of 8 real encoded photos under count different ids, so their sizes are a
// phone photo's after the shop's encoding, without encoding count photos first.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { restoreBackup } from '../src/server/backup/restore-backup';
import { writeBackup } from '../src/server/backup/write-backup';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { createImageStore, DiskImageStore, PICTURE_FILES, storeImage } from '../src/server/modules/media';
import { withName } from '../src/server/test/global-setup';
import { adminUrl, dropDatabase, withDatabase } from '../src/server/test/postgres-admin';
import { benchOption, insertBenchOrders, insertBenchShoppers } from './lib/bench-data';

const COUNT = benchOption('count', 10_000);
const MIGRATIONS = path.join(process.cwd(), 'drizzle');
const dir = mkdtempSync(path.join(tmpdir(), 'bench-backup-'));
const url = process.env.DATABASE_URL;
const scratch: string[] = [];

async function open(label: string): Promise<DatabaseHandle> {
  if (url) {
    const name = `bench_backup_${process.pid}_${label}`;
    await withDatabase(adminUrl(url), (client) => client.query(`create database "${name}"`));
    scratch.push(name);
    return openDatabase({ databaseUrl: withName(url, name) });
  }
  return openDatabase({ pgliteDir: path.join(dir, label, 'db') });
}

/** 8 photo-like pictures (a gradient with grain), encoded as the shop stores uploads. */
async function samplePictures(): Promise<Map<string, Buffer>[]> {
  const store = new DiskImageStore(path.join(dir, 'samples'));
  const samples: Map<string, Buffer>[] = [];
  for (let i = 0; i < 8; i++) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500"><defs><linearGradient id="g">
      <stop offset="0" stop-color="hsl(${i * 45},60%,30%)"/><stop offset="1" stop-color="hsl(${i * 45 + 90},50%,70%)"/>
      </linearGradient></defs><rect width="2000" height="1500" fill="url(#g)"/>
      <circle cx="${600 + i * 80}" cy="700" r="420" fill="hsl(${i * 30},20%,85%)"/></svg>`;
    const base = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    const grain = Buffer.from(
      base.data.map((value, index) => Math.max(0, Math.min(255, value + ((index * 7919) % 23) - 11))),
    );
    const photo = await sharp(grain, { raw: base.info }).jpeg({ quality: 88 }).toBuffer();
    const { publicId } = await storeImage(store, photo);
    const files = new Map<string, Buffer>();
    for (const file of PICTURE_FILES) files.set(file, (await store.get(publicId, file))!);
    samples.push(files);
  }
  return samples;
}

async function fill(database: DatabaseHandle, samples: Map<string, Buffer>[]) {
  const db = database.db;
  await insertBenchShoppers(db);
  await db.execute(sql`insert into products (id, name, brand, price_kobo, description, image, image_public_id,
      images, category, stock_count, in_stock)
    select 'bench-' || g, 'Bench product ' || g, 'Launch', (50000 + abs(hashtext('p' || g)) % 500 * 10000) * 100,
      'A generated product for the backup benchmark, with a description of ordinary length.',
      '/media/pic' || lpad(g::text, 8, '0') || '/800.webp', 'pic' || lpad(g::text, 8, '0'),
      jsonb_build_array('pic' || lpad(g::text, 8, '0')), array['garagetools'], 5, true
    from generate_series(1, ${COUNT}) g`);
  await insertBenchOrders(db, COUNT);
  await db.execute(sql`insert into order_events (id, order_id, kind, to_status, actor_name, created_at)
    select id || '-0', id, 'status', 'awaiting_confirmation', 'Shopper', created_at from orders`);
  const store = createImageStore(
    { store: database.kind === 'postgres' ? 'postgres' : 'disk', uploadsDir: path.join(dir, 'uploads') },
    db,
  );
  let bytes = 0;
  for (let g = 1; g <= COUNT; g++) {
    const files = samples[g % samples.length]!;
    await store.put(`pic${String(g).padStart(8, '0')}`, files);
    for (const data of files.values()) bytes += data.length;
  }
  return { store, bytes };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const source = await open('source');
  try {
    await source.migrate(MIGRATIONS);
    const samples = await samplePictures();
    let clock = performance.now();
    const { store, bytes } = await fill(source, samples);
    console.log(
      `${url ? 'PostgreSQL' : 'PGlite (embedded)'}: ${COUNT.toLocaleString('en')} products with a picture each ` +
        `(${mb(bytes)} of picture files, ${store.kind === 'disk' ? 'on disk' : 'in the database'}), ` +
        `${COUNT.toLocaleString('en')} orders; filled in ${seconds(performance.now() - clock)}`,
    );
    const file = path.join(dir, 'shop.backup');
    clock = performance.now();
    await writeBackup(source, createWriteStream(file), {
      picturesDir: store.kind === 'disk' ? path.join(dir, 'uploads') : undefined,
    });
    const backupMs = performance.now() - clock;
    const size = (await stat(file)).size;
    // The database part alone (the pictures are files): on PGlite, how long the running shop's queries wait.
    let tablesMs = backupMs;
    if (store.kind === 'disk') {
      clock = performance.now();
      await writeBackup(source, createWriteStream(path.join(dir, 'tables-only.backup')));
      tablesMs = performance.now() - clock;
    }
    await source.close();

    clock = performance.now();
    const target = await open('target');
    const openMs = performance.now() - clock;
    clock = performance.now();
    const summary = await restoreBackup(target, file, {
      migrationsDir: MIGRATIONS,
      picturesDir: path.join(dir, 'restored-uploads'),
    });
    const restoreMs = performance.now() - clock;
    await target.close();
    console.log(
      `  backup:  ${seconds(backupMs)}, file ${mb(size)}; the database's snapshot alone ${seconds(tablesMs)}`,
    );
    console.log(
      `  restore: ${seconds(restoreMs)} into a new empty database (migrations included; creating it took ` +
        `${seconds(openMs)} more), ${summary.tables.products} products, ${summary.tables.orders} orders, ` +
        `${(summary.files + (summary.tables.media_files ?? 0)) / PICTURE_FILES.length} pictures`,
    );
  } finally {
    if (url) for (const name of scratch) await dropDatabase(url, name);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
