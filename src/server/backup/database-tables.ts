import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

type Rows<T> = { rows: T[] };

/** Runs raw SQL (only catalogue queries and identifiers from them) and answers its rows, on either driver. */
export async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as Rows<T>).rows;
}

export interface TableInfo {
  name: string;
  /** The columns a row is written back to (generated columns are left to PostgreSQL). */
  columns: string[];
}

/**
 * Tables whose rows are no shop data: the rate limits' counts (they start afresh, as after a crash) and the
 * catalogue's version row (made by its migration; a restore's product writes move it, so every process drops
 * its copy).
 */
export const NOT_BACKED_UP = new Set(['rate_limits', 'catalogue_version']);

/**
 * Tables a migration fills with the shop's starting rows (the three delivery classes, decision 039). They
 * are backed up like any other, but rows in them alone do not make a database "not empty" for a restore:
 * a new database has them. The restore replaces them with the backup's.
 */
export const FILLED_BY_MIGRATIONS = new Set(['delivery_classes']);

/** The shop's tables (schema public), parents before the tables whose foreign keys point at them. */
export async function shopTables(db: Database): Promise<TableInfo[]> {
  const tables = await query<{ name: string; columns: string[] | string }>(
    db,
    sql`select c.relname as name,
          array_agg(a.attname::text order by a.attnum) as columns
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        group by c.relname
        order by c.relname`,
  );
  const references = await query<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const infos = tables
    .filter((table) => !NOT_BACKED_UP.has(table.name))
    .map((table) => ({ name: table.name, columns: asArray(table.columns) }));
  return parentsFirst(infos, references);
}

/** PGlite answers text[] as an array; pg too, but a driver that gives '{a,b}' still works. */
function asArray(value: string[] | string): string[] {
  return Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',');
}

function parentsFirst(tables: TableInfo[], references: { child: string; parent: string }[]): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  const visit = (table: TableInfo, path: Set<string>) => {
    if (placed.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const reference of references) {
      const parent = reference.child === table.name ? byName.get(reference.parent) : undefined;
      if (parent) visit(parent, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

export async function shopSequences(db: Database): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** The hashes of the migrations applied, oldest first (drizzle's own table). */
export async function appliedMigrations(db: Database): Promise<string[]> {
  const rows = await query<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => row.hash);
}
