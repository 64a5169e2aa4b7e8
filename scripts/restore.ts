// npm run restore -- FILE [--force]: puts a backup made by `npm run backup` into the shop's database
// (DATA_DIR or DATABASE_URL), which must be empty unless --force is given, and its pictures back in
// DATA_DIR/uploads. Stop the shop first when it uses the embedded database (decision 031).
import path from 'node:path';
import { BackupFileError } from '../src/server/backup/backup-file';
import { restoreBackup, RestoreRefusedError } from '../src/server/backup/restore-backup';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/lock';
import { correctDataDir, ownerOnlyFromNowOn } from '../src/server/lib/owner-only';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('--')) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(files[0]!);
  ownerOnlyFromNowOn();
  const config = loadConfig();
  correctDataDir(config.dataDir);
  const started = Date.now();
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
    });
    try {
      const summary = await restoreBackup(database, file, {
        migrationsDir: config.migrationsDir,
        picturesDir: config.uploadsDir,
        force,
      });
      const rows = (name: string) => (summary.tables[name] ?? 0).toLocaleString('en');
      console.log(
        `Restored ${rows('products')} products, ${rows('orders')} orders, ${rows('user')} accounts and ` +
          `${((summary.files + (summary.tables.media_files ?? 0)) / 5).toLocaleString('en')} pictures ` +
          `from ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefusedError || error instanceof BackupFileError) {
      console.error(error.message);
      return 1;
    }
    if (error instanceof DataDirLockedError) {
      console.error(
        `${error.message}\nA restore replaces the database: stop the shop, restore, then start it.`,
      );
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`There is no file ${file}.`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The restore failed:', error);
    process.exit(1);
  },
);
