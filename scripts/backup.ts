// npm run backup -- FILE: a backup of the whole shop (every table, and the pictures when they are files
// in DATA_DIR/uploads) in one file, consistent while the shop runs (decision 031).
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BackupFileError, verifyBackup } from '../src/server/backup/backup-file';
import { CONTROL_SOCKET_NAME, requestBackup } from '../src/server/backup/control-socket';
import { writeBackup } from '../src/server/backup/write-backup';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/lock';
import { correctDataDir, OWNER_ONLY, ownerOnlyFromNowOn } from '../src/server/lib/owner-only';

const USAGE = 'Usage: npm run backup -- FILE   (e.g. npm run backup -- backups/shop-2026-01-31.backup)';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const target = args.find((arg) => !arg.startsWith('--'));
  if (!target || args.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  // The backup holds every account and order: the file, and a folder made for it, are this user's alone.
  ownerOnlyFromNowOn();
  const config = loadConfig();
  correctDataDir(config.dataDir);
  const file = path.resolve(target);
  const partial = `${file}.partial`;
  await mkdir(path.dirname(file), { recursive: true });
  const picturesDir = config.media.store === 'disk' ? config.uploadsDir : undefined;
  const started = Date.now();
  try {
    if (config.databaseUrl) {
      const database = await openDatabase({ databaseUrl: config.databaseUrl });
      try {
        await writeBackup(database, createWriteStream(partial), { picturesDir });
      } finally {
        await database.close();
      }
    } else {
      await backUpEmbedded(config.dataDir, partial, picturesDir);
    }
    const { summary } = await verifyBackup(partial);
    // A .partial left by an earlier run keeps its mode when written again: set it (the rename keeps it).
    await chmod(partial, OWNER_ONLY.file);
    await rename(partial, file);
    const size = (await stat(file)).size;
    const rows = (name: string) => (summary.tables[name] ?? 0).toLocaleString('en');
    console.log(
      `Backed up ${rows('products')} products, ${rows('orders')} orders, ${rows('user')} accounts` +
        (picturesDir
          ? ` and ${(summary.files / 5).toLocaleString('en')} pictures (files)`
          : config.media.store === 'postgres'
            ? ` and ${(summary.tables.media_files ?? 0) / 5} pictures (in the database)`
            : '') +
        ` to ${file} (${(size / 1024 / 1024).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (config.media.store === 's3') {
      console.log(
        'The pictures are in the S3 bucket, not in this file: keep the bucket versioned or copied.',
      );
    }
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    if (error instanceof BackupFileError || error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

/** Through the running server when it holds the embedded database, else by opening it here. */
async function backUpEmbedded(dataDir: string, partial: string, picturesDir: string | undefined) {
  const dbDir = path.join(dataDir, 'db');
  if (!existsSync(dbDir)) throw new BackupFileError(`There is no shop database in ${dataDir} (DATA_DIR).`);
  let database;
  try {
    database = await openDatabase({ pgliteDir: dbDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.log('The shop is running: asking it for the backup.');
    await requestBackup(path.join(dataDir, CONTROL_SOCKET_NAME), createWriteStream(partial));
    return;
  }
  try {
    await writeBackup(database, createWriteStream(partial), { picturesDir });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The backup failed:', error);
    process.exit(1);
  },
);
