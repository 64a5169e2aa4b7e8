import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrationJournal } from '../../db/migration-status';
import { createTestApp, type TestApp } from '../../test/app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

const ask = (url: string) => shop.app.inject({ url });

describe('GET /api/health', () => {
  it('says the process is alive, never cached', async () => {
    const response = await ask('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: shop.database.handle.kind });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/ready', () => {
  const journal = () => readMigrationJournal(shop.config.migrationsDir);

  it('answers 200 when the database answers and has every migration the code ships', async () => {
    const response = await ask('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: shop.database.handle.kind,
      migrations: journal().length,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the migrations the database lacks, and 200 once they are there', async () => {
    const last = journal().at(-1)!;
    const { db } = shop.database.handle;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    try {
      const response = await ask('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'UNAVAILABLE',
        message: `The database lacks 1 of the shop's migrations (${last.tag}): restart the shop to apply them.`,
      });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored', ${last.when})`,
      );
    }
    expect((await ask('/api/ready')).statusCode).toBe(200);
  });

  it('answers 503 when the database was never migrated', async () => {
    const { db } = shop.database.handle;
    await db.execute(sql`alter table drizzle.__drizzle_migrations rename to moved_migrations`);
    try {
      const response = await ask('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toContain(`lacks ${journal().length} of the shop's migrations`);
    } finally {
      await db.execute(sql`alter table drizzle.moved_migrations rename to __drizzle_migrations`);
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const other = await createTestApp();
    try {
      await other.database.handle.close();
      const response = await other.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'UNAVAILABLE', message: 'The database is not reachable.' });
      // Alive all the same: a database outage is no reason to restart the process.
      expect((await other.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.app.close();
      await other.database.cleanup();
    }
  });
});
