import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import type { Transaction } from '../db/transaction';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupSummary,
  type ControlLine,
  LineDigest,
} from './backup-file';
import { appliedMigrations, query, shopSequences, shopTables } from './database-tables';

export interface BackupOptions {
  /** The folder of the pictures when they are files (the disk store); left out otherwise. */
  picturesDir?: string;
}

/** Rows fetched at a time: pictures in PostgreSQL are ~100 KB a row. */
const BATCH = 200;

/**
 * Writes a backup of the whole shop to `out` (gzip of JSON lines, see backup-file.ts): every table of
 * one REPEATABLE READ snapshot, so it is consistent while the shop keeps writing, then the picture files
 * when they are on disk. Pictures are never deleted and their names are hashes, so every picture the
 * snapshot points at is on disk when the files are read after it.
 */
export async function writeBackup(
  database: DatabaseHandle,
  out: Writable,
  options: BackupOptions = {},
): Promise<BackupSummary> {
  // Level 1: the pictures are compressed already, and the rows compress well even so.
  const gzip = createGzip({ level: 1 });
  // Settles when the file is whole, or fails as soon as the destination does (a full disk, a backup
  // script that went away): then the next write throws and the snapshot's transaction ends.
  const done = pipeline(gzip, out);
  let failure: unknown;
  done.catch((error: unknown) => (failure = error));
  const digest = new LineDigest();
  const summary: BackupSummary = { tables: {}, files: 0, sha256: '' };
  const write = async (line: string, isRow = false) => {
    if (failure) throw failure;
    digest.add(line, isRow);
    if (!gzip.write(`${line}\n`)) await Promise.race([once(gzip, 'drain'), done]);
  };
  const control = (line: ControlLine) => write(JSON.stringify(line));

  try {
    await database.db.transaction(
      async (tx) => {
        await control([
          'header',
          {
            format: BACKUP_FORMAT,
            version: BACKUP_VERSION,
            createdAt: new Date().toISOString(),
            database: database.kind,
            migrations: await appliedMigrations(tx),
          },
        ]);
        for (const table of await shopTables(tx)) {
          await control(['table', table.name, table.columns]);
          const rows = await writeRows(tx, table.name, (line) => write(line, true));
          summary.tables[table.name] = rows;
          await control(['table-end', table.name, rows, digest.takeTable()]);
        }
        for (const name of await shopSequences(tx)) {
          const [state] = await query<{ last_value: string; is_called: boolean }>(
            tx,
            sql`select last_value::text as last_value, is_called from ${sql.identifier(name)}`,
          );
          if (state) await control(['sequence', name, state.last_value, state.is_called]);
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (options.picturesDir) summary.files = await writeFiles(options.picturesDir, control);
    summary.sha256 = digest.wholeDigest();
    gzip.end(`${JSON.stringify(['end', summary])}\n`);
    await done;
    return summary;
  } catch (error) {
    gzip.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
}

/** A table's rows as row_to_json lines, through a cursor so memory stays small. */
async function writeRows(tx: Transaction, table: string, write: (line: string) => Promise<void>) {
  const cursor = sql.identifier(`backup_${table}`);
  await tx.execute(
    sql`declare ${cursor} no scroll cursor for select row_to_json(t)::text as line from ${sql.identifier(table)} t`,
  );
  let count = 0;
  for (;;) {
    const rows = await query<{ line: string }>(tx, sql`fetch ${sql.raw(String(BATCH))} from ${cursor}`);
    for (const row of rows) await write(row.line);
    count += rows.length;
    if (rows.length < BATCH) break;
  }
  await tx.execute(sql`close ${cursor}`);
  return count;
}

/** The picture files ({publicId}/{file}); temporary folders (a name starting with a dot) are left out. */
async function writeFiles(dir: string, control: (line: ControlLine) => Promise<void>): Promise<number> {
  let count = 0;
  const folders = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const folder of folders.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!folder.isDirectory() || folder.name.startsWith('.')) continue;
    const files = await readdir(path.join(dir, folder.name), { withFileTypes: true });
    for (const file of files.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (!file.isFile() || file.name.startsWith('.')) continue;
      const data = await readFile(path.join(dir, folder.name, file.name));
      await control(['file', `${folder.name}/${file.name}`, data.toString('base64')]);
      count++;
    }
  }
  return count;
}
