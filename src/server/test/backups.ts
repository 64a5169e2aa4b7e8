import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { NOT_BACKED_UP } from '../backup/database-tables';
import type { Database } from '../db/client';

/**
 * A checksum of every row of every table of the shop (schema public; not the rate limits' counts and the
 * catalogue's version, which hold no shop data), by table: two databases with equal checksums hold the same
 * rows, to the byte of each value as PostgreSQL prints it.
 */
export async function tableChecksums(db: Database): Promise<Record<string, string>> {
  const tables = (
    (await db.execute(
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )) as unknown as { rows: { name: string }[] }
  ).rows;
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    if (NOT_BACKED_UP.has(name)) continue;
    const result = (await db.execute(
      sql`select count(*)::text as rows,
            md5(coalesce(string_agg(row_to_json(t)::text, E'\n' order by row_to_json(t)::text), '')) as sum
          from ${sql.identifier(name)} t`,
    )) as unknown as { rows: { rows: string; sum: string }[] };
    sums[name] = `${result.rows[0]!.rows}:${result.rows[0]!.sum}`;
  }
  const sequences = (
    (await db.execute(
      sql`select sequencename as name, coalesce(last_value, 0)::text as value from pg_sequences
          where schemaname = 'public' order by sequencename`,
    )) as unknown as { rows: { name: string; value: string }[] }
  ).rows;
  for (const { name, value } of sequences) sums[`sequence ${name}`] = value;
  return sums;
}

/** The SHA-256 of every file under a pictures folder, by relative path. */
export async function fileChecksums(dir: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    sums[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return sums;
}
