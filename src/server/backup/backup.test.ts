import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '../../shared/admin-catalogue';
import { exportFiles } from '../db/schema';
import { createUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { fileChecksums, tableChecksums } from '../test/backups';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { insertProducts } from '../test/fixtures';
import { testJpeg, upload } from '../test/images';
import { moveOrder, placeOrder } from '../test/orders';
import { send } from '../test/catalog-admin';
import { verifyBackup } from './backup-file';
import { restoreBackup, RestoreRefusedError } from './restore-backup';
import { writeBackup } from './write-backup';

// A shop with products, pictures, accounts and orders, backed up and restored into an empty database
// (PGlite, or PostgreSQL with DATABASE_URL, with each one's default picture store).
let shop: TestApp;
let target: TestDatabase;
let dir: string;
let file: string;

const picturesDir = (app: TestApp | TestDatabase) =>
  'config' in app ? app.config.uploadsDir : path.join(app.dataDir, 'uploads');
const onDisk = () => shop.app.images.kind === 'disk';

async function backUp(to: string) {
  return writeBackup(shop.database.handle, createWriteStream(to), {
    picturesDir: onDisk() ? shop.config.uploadsDir : undefined,
  });
}

beforeAll(async () => {
  shop = await createTestApp();
  target = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'shop-backup-'));
  file = path.join(dir, 'shop.backup');
  const admin = await createUser(shop, 'admin');
  const buyer = await createUser(shop, 'verified');
  await createUser(shop, 'unverified');
  await insertProducts(shop.database.handle.db, [
    { id: 'lift', name: 'Two-Post Lift', price: 2_500_000, stockCount: 4 },
    { id: 'scanner', name: 'Scanner', price: 185_000, stockCount: 9, category: ['diagnostictools'] },
    { id: 'sockets', name: "Socket Set 'Pro'", price: 45_000, stockCount: 30, installationFee: 5_000 },
  ]);
  for (const [id, colour] of [
    ['lift', '#aa2211'],
    ['scanner', '#1122aa'],
  ] as const) {
    const uploaded = await upload(shop, { data: await testJpeg(400, 300, colour) }, admin.cookie);
    const { public_id } = uploadResponseSchema.parse(uploaded.json());
    const edited = await send(shop, 'PATCH', `/api/products/${id}`, admin.cookie, {
      imagePublicId: public_id,
    });
    expect(edited.statusCode).toBe(200);
  }
  const first = await placeOrder(shop, buyer.cookie, [
    { productId: 'lift', quantity: 1 },
    { productId: 'sockets', quantity: 3 },
  ]);
  await placeOrder(shop, buyer.cookie, [{ productId: 'scanner', quantity: 2 }]);
  expect((await moveOrder(shop, admin.cookie, first.order.reference, 'confirmed')).statusCode).toBe(200);
  // An export ready to download: its file is in the backup like every row.
  const exported = await send(shop, 'POST', '/api/admin/exports', admin.cookie, {
    kind: 'products',
    format: 'xlsx',
  });
  expect(exported.statusCode).toBe(202);
  // The mail is sent, the export made and the runner stopped, so the shop holds still while its
  // checksums are compared.
  await shop.app.jobs.drain();
  await shop.app.jobs.stop();
});
afterAll(async () => {
  await shop?.close();
  await target?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('gives back every product, order, account and picture in an empty database, checksums equal', async () => {
    const started = Date.now();
    const summary = await backUp(file);
    console.info(`backup: ${Date.now() - started} ms, ${(await readFile(file)).length} bytes`);
    expect(summary.tables.products).toBe(3);
    expect(summary.tables.orders).toBe(2);
    expect(summary.tables.user).toBe(3);
    expect(summary.tables.export_files).toBe(1);
    expect((await verifyBackup(file)).summary).toEqual(summary);

    const restoring = Date.now();
    await restoreBackup(target.handle, file, {
      migrationsDir: shop.config.migrationsDir,
      picturesDir: picturesDir(target),
    });
    console.info(`restore: ${Date.now() - restoring} ms`);

    const before = await tableChecksums(shop.database.handle.db);
    expect(await tableChecksums(target.handle.db)).toEqual(before);
    expect(before.orders).toMatch(/^2:/);
    const [exported] = await target.handle.db.select().from(exportFiles);
    expect(exported).toMatchObject({ status: 'ready', rowCount: 3 });
    expect(exported!.content!.subarray(0, 2).toString()).toBe('PK');
    expect(before.order_reference_seq ?? before['sequence order_reference_seq']).not.toBe('0');
    if (onDisk()) {
      const pictures = await fileChecksums(shop.config.uploadsDir);
      expect(Object.keys(pictures)).toHaveLength(2 * 5);
      expect(await fileChecksums(picturesDir(target))).toEqual(pictures);
    } else {
      expect(before.media_files).toMatch(/^10:/);
    }
  });

  it('refuses a database that holds data, naming --force, and changes nothing', async () => {
    const before = await tableChecksums(target.handle.db);
    const restoring = restoreBackup(target.handle, file, {
      migrationsDir: shop.config.migrationsDir,
      picturesDir: picturesDir(target),
    });
    await expect(restoring).rejects.toThrow(RestoreRefusedError);
    await expect(restoring).rejects.toThrow(/The database is not empty .* add --force/);
    expect(await tableChecksums(target.handle.db)).toEqual(before);
  });

  it('replaces what the database holds with --force', async () => {
    await insertProducts(target.handle.db, [{ id: 'stray', name: 'Stray', price: 10 }]);
    await restoreBackup(target.handle, file, {
      migrationsDir: shop.config.migrationsDir,
      picturesDir: picturesDir(target),
      force: true,
    });
    expect(await tableChecksums(target.handle.db)).toEqual(await tableChecksums(shop.database.handle.db));
  });

  it('stops at once when the destination fails (a full disk), and leaves the database working', async () => {
    let written = 0;
    const failing = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        callback(written > 16 * 1024 ? new Error('ENOSPC: no space left on device') : null);
      },
    });
    await expect(
      writeBackup(shop.database.handle, failing, { picturesDir: shop.config.uploadsDir }),
    ).rejects.toThrow(/ENOSPC/);
    const second = path.join(dir, 'after-failure.backup');
    await backUp(second);
    expect((await verifyBackup(second)).summary.tables.products).toBe(3);
  });

  it('refuses a cut-off or altered file before touching the database', async () => {
    const whole = await readFile(file);
    const cut = path.join(dir, 'cut.backup');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const fresh = await createTestDatabase();
    try {
      const options = { migrationsDir: shop.config.migrationsDir, picturesDir: picturesDir(fresh) };
      const before = await tableChecksums(fresh.handle.db);
      await expect(restoreBackup(fresh.handle, cut, options)).rejects.toThrow(
        /not a readable backup|incomplete/,
      );
      await writeFile(cut, 'not a backup at all');
      await expect(restoreBackup(fresh.handle, cut, options)).rejects.toThrow(/not a readable backup/);
      // Untouched: a new database's rows only (the delivery classes its migrations write).
      expect(await tableChecksums(fresh.handle.db)).toEqual(before);
      expect(
        Object.entries(before).filter(
          ([name, sum]) =>
            !name.startsWith('sequence') && !sum.startsWith('0:') && name !== 'delivery_classes',
        ),
      ).toEqual([]);
    } finally {
      await fresh.cleanup();
    }
  });
});
