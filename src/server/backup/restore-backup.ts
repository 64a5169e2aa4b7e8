import { copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DatabaseHandle } from '../db/client';
import type { Transaction } from '../db/transaction';
import {
  BackupFileError,
  type BackupHeader,
  type BackupSummary,
  parseControl,
  readBackupLines,
  verifyBackup,
} from './backup-file';
import {
  appliedMigrations,
  FILLED_BY_MIGRATIONS,
  query,
  shopTables,
  type TableInfo,
} from './database-tables';

export interface RestoreOptions {
  migrationsDir: string;
  /** Where the picture files go when the backup holds them (the disk store's folder). */
  picturesDir: string;
  /** Replace what a database that is not empty holds. */
  force?: boolean;
}

export class RestoreRefusedError extends Error {}

/** Rows written per INSERT. */
const BATCH = 200;

/**
 * Restores a backup into a database: checks the whole file first, brings the database to the backup's
 * migrations, writes every row in one transaction (all or nothing), then runs the newer migrations this
 * version of the shop has. Refuses a database that holds data unless `force` is given.
 */
export async function restoreBackup(
  database: DatabaseHandle,
  file: string,
  options: RestoreOptions,
): Promise<BackupSummary> {
  const { header, summary } = await verifyBackup(file);
  const known = readMigrationFiles({ migrationsFolder: options.migrationsDir }).map((entry) => entry.hash);
  const unknown = header.migrations.filter((hash, index) => known[index] !== hash);
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      'This backup was made by a different version of the shop (its database migrations are not this ' +
        "version's). Restore it with the version that made it, then upgrade.",
    );
  }
  await migrateTo(database, options.migrationsDir, header);
  await database.db.transaction(async (tx) => {
    const tables = await shopTables(tx);
    await emptyOrRefuse(tx, tables, options.force ?? false);
    await loadRows(tx, file, tables);
  });
  await database.migrate(options.migrationsDir);
  await writeFiles(file, options.picturesDir);
  return summary;
}

/**
 * Applies the migrations the backup's database had, and no newer ones, so its rows fit the tables they
 * came from (a database that already has newer ones is left as it is; the rows are then written to the
 * columns both have).
 */
async function migrateTo(database: DatabaseHandle, migrationsDir: string, header: BackupHeader) {
  const applied = await appliedMigrations(database.db).catch(() => [] as string[]);
  if (applied.length >= header.migrations.length) return;
  const journal = JSON.parse(await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-restore-migrations-'));
  try {
    const entries = journal.entries.slice(0, header.migrations.length);
    await mkdir(path.join(dir, 'meta'));
    await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) {
      await copyFile(path.join(migrationsDir, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
    }
    await database.migrate(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function emptyOrRefuse(tx: Transaction, tables: TableInfo[], force: boolean) {
  const filled: string[] = [];
  for (const table of tables) {
    const [row] = await query<{ filled: boolean }>(
      tx,
      sql`select exists (select 1 from ${sql.identifier(table.name)}) as filled`,
    );
    if (row?.filled && !FILLED_BY_MIGRATIONS.has(table.name)) filled.push(table.name);
  }
  if (filled.length === 0) {
    // A new database: only the migrations' starting rows, which the backup's own rows replace.
    await truncate(
      tx,
      tables.filter((table) => FILLED_BY_MIGRATIONS.has(table.name)),
    );
    return;
  }
  if (!force) {
    throw new RestoreRefusedError(
      `The database is not empty (it has rows in ${filled.slice(0, 4).join(', ')}` +
        `${filled.length > 4 ? ', ...' : ''}). Restore into an empty database (a new DATA_DIR, or a new ` +
        'PostgreSQL database), or add --force to replace everything it holds with the backup.',
    );
  }
  await truncate(tx, tables);
}

async function truncate(tx: Transaction, tables: TableInfo[]) {
  if (tables.length === 0) return;
  await tx.execute(
    sql`truncate ${sql.join(
      tables.map((table) => sql.identifier(table.name)),
      sql`, `,
    )} restart identity cascade`,
  );
}

async function loadRows(tx: Transaction, file: string, tables: TableInfo[]) {
  const current = new Map(tables.map((table) => [table.name, new Set(table.columns)]));
  let table: { name: string; columns: string[] } | undefined;
  let batch: string[] = [];
  const flush = async () => {
    if (!table || batch.length === 0) return;
    const columns = sql.join(
      table.columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    const name = sql.identifier(table.name);
    await tx.execute(
      sql`insert into ${name} (${columns}) overriding system value
          select ${columns} from json_populate_recordset(null::${name}, ${`[${batch.join(',')}]`}::json)`,
    );
    batch = [];
  };
  for await (const line of readBackupLines(file)) {
    if (!line.startsWith('[')) {
      batch.push(line);
      if (batch.length >= BATCH) await flush();
      continue;
    }
    const control = parseControl(line);
    if (control[0] === 'table') {
      const columns = current.get(control[1]);
      if (!columns)
        throw new BackupFileError(`The backup has a table this shop does not know: ${control[1]}.`);
      table = { name: control[1], columns: control[2].filter((column) => columns.has(column)) };
    } else if (control[0] === 'table-end') {
      await flush();
      table = undefined;
    } else if (control[0] === 'sequence') {
      await tx.execute(sql`select setval(${control[1]}::regclass, ${control[2]}::bigint, ${control[3]})`);
    }
  }
}

/** The picture files, each written beside its place and renamed into it. */
async function writeFiles(file: string, dir: string) {
  for await (const line of readBackupLines(file)) {
    if (!line.startsWith('["file"')) continue;
    const control = parseControl(line);
    if (control[0] !== 'file') continue;
    const [folder, name] = control[1].split('/');
    if (
      !folder ||
      !name ||
      folder.startsWith('.') ||
      name.startsWith('.') ||
      control[1].split('/').length !== 2
    ) {
      throw new BackupFileError(
        `The backup names a picture file outside the pictures folder: ${control[1]}.`,
      );
    }
    await mkdir(path.join(dir, folder), { recursive: true });
    const target = path.join(dir, folder, name);
    await writeFile(`${target}.restoring`, Buffer.from(control[2], 'base64'));
    await rename(`${target}.restoring`, target);
  }
}
