import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { withName } from './global-setup';
import { adminUrl, dropDatabase, withDatabase } from './postgres-admin';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** A temporary folder for this database's files (uploads, outbox). */
  dataDir: string;
  /** The database's address on PostgreSQL (another handle can open it, as another process would). */
  url?: string;
  cleanup(): Promise<void>;
}

let counter = 0;

/** A fresh, migrated database of its own for one test file: PGlite, or PostgreSQL with DATABASE_URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `${inject('postgresTemplate')}_${process.pid}_${++counter}`;
    await withDatabase(adminUrl(databaseUrl), (client) =>
      client.query(`create database "${name}" template "${inject('postgresTemplate')}"`),
    );
    const url = withName(databaseUrl, name);
    const handle = await openDatabase({ databaseUrl: url });
    return {
      handle,
      dataDir,
      url,
      cleanup: async () => {
        await handle.close();
        await dropDatabase(databaseUrl, name);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dir = path.join(dataDir, 'db');
  cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
  const handle = await openDatabase({ pgliteDir: dir });
  return {
    handle,
    dataDir,
    cleanup: async () => {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
