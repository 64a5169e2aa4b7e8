import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import type { TestApp } from './app';
import { testConfig } from './app';
import { createTestDatabase } from './database';
import { withName } from './global-setup';

export interface SeveralApps {
  apps: TestApp[];
  /** The database's URL with an application name, as each app's connections show in pg_stat_activity. */
  urlOf(index: number): string;
  close(): Promise<void>;
}

/**
 * `count` apps on one PostgreSQL database, each with a pool and a listener of its own, as separate server
 * processes have (PostgreSQL runs only). Their connections carry the application name `shop-test-<index>`,
 * so a test can cut one app's connections.
 */
export async function createSeveralApps(
  count: number,
  overrides: Partial<Config> = {},
): Promise<SeveralApps> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('several apps share a PostgreSQL database: set DATABASE_URL');
  const database = await createTestDatabase();
  const result = (await database.handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = withName(baseUrl, result.rows[0]!.name);
  const urlOf = (index: number) => {
    const named = new URL(url);
    named.searchParams.set('application_name', `shop-test-${index}`);
    return named.toString();
  };
  const config = testConfig(database.dataDir, overrides);
  mkdirSync(config.uploadsDir, { recursive: true });
  const apps: TestApp[] = [];
  for (let index = 0; index < count; index++) {
    const handle = await openDatabase({ databaseUrl: urlOf(index) });
    const app = await buildApp({ config, database: handle });
    await app.ready();
    apps.push({
      app,
      config,
      database: { handle, dataDir: database.dataDir, cleanup: () => handle.close() },
      close: async () => {
        await app.close();
        await handle.close();
      },
    });
  }
  return {
    apps,
    urlOf,
    close: async () => {
      for (const app of apps) await app.close().catch(() => {});
      await database.cleanup();
    },
  };
}
