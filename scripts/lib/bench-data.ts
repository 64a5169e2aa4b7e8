// What the database benchmarks (bench-backup.ts, bench-export-jobs.ts, bench-dashboard.ts, bench-ledger.ts)
// share: their options, the scratch database they fill, and the generated shoppers and orders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client';
import { withName } from '../../src/server/test/global-setup';
import { adminUrl, dropDatabase, withDatabase } from '../../src/server/test/postgres-admin';

/**
 * A scratch database: with DATABASE_URL one made beside it on that PostgreSQL server (`<prefix>_<pid>`),
 * else embedded PGlite in a temporary folder; `cleanup` drops or removes it.
 */
export async function openScratchDatabase(
  prefix: string,
): Promise<{ database: DatabaseHandle; kind: string; cleanup: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `${prefix}_${process.pid}`;
    await withDatabase(adminUrl(url), (client) => client.query(`create database "${name}"`));
    const database = await openDatabase({ databaseUrl: withName(url, name) });
    return {
      database,
      kind: 'PostgreSQL',
      cleanup: async () => {
        await database.close();
        await dropDatabase(url, name);
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix.replace(/_/g, '-')}-`));
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  return {
    database,
    kind: 'PGlite',
    cleanup: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** SQL for a number from 0 to n - 1 decided by a text (the same every run). */
export const hashPick = (text: string, n: number) => sql.raw(`(abs(hashtext(${text})) % ${n})`);

/** `--name N` of the command line: a positive whole number, or the fallback. */
export function benchOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** 500 shoppers, bench-user-1 to bench-user-500. */
export async function insertBenchShoppers(db: Database): Promise<void> {
  await db.execute(sql`insert into "user" (id, name, email, email_verified, role)
    select 'bench-user-' || g, 'Shopper ' || g, 'shopper' || g || '@example.com', true, 'customer'
    from generate_series(1, 500) g`);
}

/**
 * `count` delivered orders placed now by those shoppers, each of one to three lines of the products
 * bench-1 to bench-`count` (which must exist).
 */
export async function insertBenchOrders(db: Database, count: number): Promise<void> {
  await db.execute(sql`insert into orders (id, reference, user_id, status, first_name, last_name, email, phone,
      address, city, state, zip_code, subtotal_kobo, total_kobo, created_at, updated_at)
    select 'bench-order-' || g, 'GE-' || (100000 + g), 'bench-user-' || (1 + g % 500), 'delivered',
      'Ada', 'Obi', 'ada@example.com', '+2348035550100', '1 Road', 'Ikeja', 'Lagos', '100001', 0, 0, now(), now()
    from generate_series(1, ${count}) g`);
  await db.execute(sql`insert into order_items (order_id, position, product_id, name, brand, image,
      image_public_id, price_kobo, quantity, line_total_kobo)
    select o.id, line, p.id, p.name, p.brand, p.image, p.image_public_id, p.price_kobo, 1, p.price_kobo
    from orders o
    cross join lateral generate_series(1, 1 + (abs(hashtext('l' || o.id)) % 3)) line
    join products p on p.id = 'bench-' || (1 + abs(hashtext(o.id || line)) % ${count})`);
}
