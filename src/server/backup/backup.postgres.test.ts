import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { tableChecksums } from '../test/backups';
import { insertProducts } from '../test/fixtures';
import { withName } from '../test/global-setup';
import { adminUrl, dropDatabase, withDatabase } from '../test/postgres-admin';
import { PICTURE_FILES } from '../modules/media';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

// A backup taken while the shop keeps writing is one moment of it: every write is in it whole or not at
// all. Restored into a new PostgreSQL database that has no tables yet (the restore migrates it).
const STOCK = 1_000_000;
let shop: TestApp;
let dir: string;
let writer: pg.Pool;
const fresh: { name: string; handle?: DatabaseHandle }[] = [];

async function emptyDatabase(): Promise<DatabaseHandle> {
  const name = `${new URL(shop.database.url!).pathname.slice(1)}_restore_${fresh.length}`;
  await withDatabase(adminUrl(shop.database.url!), (client) => client.query(`create database "${name}"`));
  const entry: { name: string; handle?: DatabaseHandle } = { name };
  fresh.push(entry);
  entry.handle = await openDatabase({ databaseUrl: withName(shop.database.url!, name) });
  return entry.handle;
}

beforeAll(async () => {
  shop = await createTestApp();
  await shop.app.jobs.stop();
  dir = await mkdtemp(path.join(tmpdir(), 'shop-backup-pg-'));
  writer = new pg.Pool({ connectionString: shop.database.url, max: 3 });
  await insertProducts(shop.database.handle.db, [
    { id: 'busy', name: 'Busy Product', price: 1000, stockCount: STOCK },
  ]);
  // Pictures in PostgreSQL (a few MB), so the backup takes a while between its first tables and its last.
  for (let i = 0; i < 40; i++) {
    const files = new Map(PICTURE_FILES.map((file) => [file, Buffer.alloc(60_000, i)]));
    await shop.app.images.put(`picture${String(i).padStart(3, '0')}`, files);
  }
});
afterAll(async () => {
  await writer?.end();
  for (const entry of fresh) {
    await entry.handle?.close();
    await dropDatabase(shop.database.url!, entry.name);
  }
  await shop?.close();
  await rm(dir, { recursive: true, force: true });
});

/** One write of two tables: a unit of stock goes, and a message records it. */
async function writeOnce(n: number) {
  const client = await writer.connect();
  try {
    await client.query('begin');
    await client.query(`update products set stock_count = stock_count - 1 where id = 'busy'`);
    await client.query(
      `insert into contact_messages (id, name, email, subject, message) values ($1, 'Writer', 'w@example.com', 'Stock', 'One unit')`,
      [`write-${n}`],
    );
    await client.query('commit');
  } finally {
    client.release();
  }
}

describe('a backup while the shop writes', () => {
  it('holds every write whole or not at all, and restores into a database with no tables', async () => {
    let started = 0;
    let writes = 0;
    let writing = true;
    const loops = [0, 1].map(async () => {
      while (writing) {
        await writeOnce(started++);
        writes++;
      }
    });
    while (writes < 50) await new Promise((resolve) => setTimeout(resolve, 10));
    const file = path.join(dir, 'busy.backup');
    const atStart = writes;
    const clock = Date.now();
    await writeBackup(shop.database.handle, createWriteStream(file));
    const tookMs = Date.now() - clock;
    const duringBackup = writes - atStart;
    writing = false;
    await Promise.all(loops);
    console.info(`backup while writing: ${tookMs} ms, ${duringBackup} writes meanwhile`);

    const target = await emptyDatabase();
    await restoreBackup(target, file, { migrationsDir: shop.config.migrationsDir, picturesDir: dir });
    const restored = await target.db.execute(
      `select (select stock_count from products where id = 'busy') as stock,
              (select count(*)::int from contact_messages) as messages` as never,
    );
    const [row] = (restored as unknown as { rows: { stock: number; messages: number }[] }).rows;
    expect(duringBackup).toBeGreaterThan(0);
    expect(row!.messages).toBeGreaterThanOrEqual(50);
    expect(row!.messages).toBeLessThan(writes);
    expect(row!.stock).toBe(STOCK - row!.messages);
    const sums = await tableChecksums(target.db);
    expect(sums.media_files).toBe((await tableChecksums(shop.database.handle.db)).media_files);
  });
});
