import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { inTransaction } from './transaction';
import { waitFor } from '../test/processes';
import { adminUrl, withDatabase } from '../test/postgres-admin';

// Only in the PostgreSQL run (vitest.config.ts includes *.postgres.test.ts when DATABASE_URL is set).
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.cleanup());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await database.handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

it('survives the server dropping its connections and listens again, telling listeners to drop what they hold', async () => {
  const { handle } = database;
  const heard: string[] = [];
  await handle.listen('connection_test', (payload) => heard.push(payload));
  const { name } = await one<{ name: string }>(sql`select current_database() as name`);

  // Every connection of this database, the idle pool ones and the listener, is cut by the server (what a
  // restart, a failover or a proxy's idle timeout does).
  await withDatabase(adminUrl(process.env.DATABASE_URL!), (client) =>
    client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    ),
  );

  // An unhandled 'error' event would end this process (vitest reports it as an unhandled error). A query
  // sent before the pool has read that the server cut its idle connection fails on it (one failed request
  // after a restart); the pool then drops that connection and the next query gets a new one.
  let answered: { two: number } | null = null;
  await waitFor(
    async () => (answered = await one<{ two: number }>(sql`select 2 as two`).catch(() => null)) !== null,
    10_000,
    'a query on a new connection',
  );
  expect(answered).toEqual({ two: 2 });
  await waitFor(() => heard.includes('reconnected'), 10_000, 'the listener to reconnect');
  await handle.notify('connection_test', 'after');
  await waitFor(() => heard.includes('after'), 10_000, 'a notification after the reconnect');
});

it('survives the server cutting a connection in the middle of a transaction: the transaction fails, the process goes on', async () => {
  const { handle } = database;
  const marker = `cut-${process.pid}-${Date.now()}`;
  const outcome = inTransaction(handle.db, async (tx) => {
    await tx.execute(sql`select set_config('application_name', ${marker}, true)`);
    await tx.execute(sql`select pg_sleep(30)`);
  }).then(
    () => 'committed',
    (error: unknown) => (error instanceof Error ? 'failed' : 'odd'),
  );
  await waitFor(
    async () =>
      (
        await withDatabase(adminUrl(process.env.DATABASE_URL!), (client) =>
          client.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
            marker,
          ]),
        )
      ).rowCount === 1,
    10_000,
    'the transaction to start',
  );
  expect(await outcome).toBe('failed');
  // The lost connection reported an 'error' event; unhandled, it would have ended this process.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await one<{ three: number }>(sql`select 3 as three`)).toEqual({ three: 3 });
});
