import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { makeOwnerOnly } from '../lib/owner-only';
import { acquireDataDirLock } from './lock';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(migrationsFolder: string): Promise<void>;
  /** Calls back on NOTIFY of the channel (PostgreSQL only: other server processes share it). */
  listen(channel: string, onNotify: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs `work` unless another holder, in this process or another, has the lock of that name (a PostgreSQL
   * advisory lock); answers `{ locked: false }` at once when it is taken.
   */
  tryLock<T>(name: string, work: () => Promise<T>): Promise<LockOutcome<T>>;
  close(): Promise<void>;
}

export type LockOutcome<T> = { locked: true; value: T } | { locked: false };

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; ignored with a databaseUrl. */
  pgliteDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(requireDir(options.pgliteDir));
}

function requireDir(dir: string | undefined): string {
  if (!dir) throw new Error('An embedded database needs a folder');
  return dir;
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(path.join(dir, '..', `${path.basename(dir)}.lock`), dir);
  let client: PGlite;
  try {
    client = await PGlite.create(dir);
  } catch (error) {
    release();
    throw error;
  }
  // PGlite writes its files with modes of its own whatever the umask (0666 at creation, 0644 for the caches
  // it rewrites at each open): the database's files are its user's alone (decision 036).
  makeOwnerOnly(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // One process owns an embedded database (the lock), so notifications stay inside it.
  const listeners: { channel: string; onNotify: (payload: string) => void }[] = [];
  // PGlite has one session, in which advisory locks are re-entrant: the names held are kept here instead
  // (one process owns the database).
  const held = new Set<string>();
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db as never, { migrationsFolder }),
    listen: async (channel, onNotify) => {
      listeners.push({ channel, onNotify });
    },
    notify: async (channel, payload) => {
      for (const listener of listeners) if (listener.channel === channel) listener.onNotify(payload);
    },
    tryLock: async (name, work) => {
      if (held.has(name)) return { locked: false };
      held.add(name);
      try {
        return { locked: true, value: await work() };
      } finally {
        held.delete(name);
      }
    },
    // Closing twice (a signal during a failed start) closes once.
    close: once(async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    }),
  };
}

/** `close` runs its work the first time; later calls wait for that. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

const RELISTEN_DELAY_MS = 1_000;

/** The one connection that LISTENs, and how to give it back to the pool. */
interface Listener {
  client: pg.PoolClient;
  release(destroy?: boolean): void;
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // The server may drop any connection (a restart, a failover, pg_terminate_backend, a proxy's idle
  // timeout). An idle one's error reaches the pool, which forgets it and opens another on the next query;
  // without this handler the 'error' event would end the process.
  pool.on('error', () => {});
  // A connection in use (a transaction, the listener, a lock's) reports its loss as an 'error' event too:
  // every client gets a listener from birth, so no loss ever ends the process; the query in flight fails.
  pool.on('connect', (client) => client.on('error', () => {}));
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const listeners: { channel: string; onNotify: (payload: string) => void }[] = [];
  let listener: Listener | undefined;
  let closed = false;

  /** One connection LISTENs on every channel; when the server drops it, a new one takes over. */
  const startListening = async (): Promise<Listener> => {
    const client = await pool.connect();
    // Given back once only: a dropped connection can report more than one error, and close may come first.
    let released = false;
    const self: Listener = {
      client,
      release: (destroy) => {
        if (released) return;
        released = true;
        client.release(destroy);
      },
    };
    client.on('notification', (message) => {
      for (const entry of listeners)
        if (entry.channel === message.channel) entry.onNotify(message.payload ?? '');
    });
    client.on('error', () => {
      self.release(true);
      if (listener === self) listener = undefined;
      if (!closed) setTimeout(() => void relisten(), RELISTEN_DELAY_MS).unref();
    });
    try {
      for (const channel of new Set(listeners.map((entry) => entry.channel)))
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      self.release(true);
      throw error;
    }
    return self;
  };
  // Notifications sent while no connection listened are lost: each listener hears 'reconnected' and
  // treats it as a change (the catalogue drops its copy).
  const relisten = async () => {
    if (closed || listener) return;
    try {
      listener = await startListening();
      for (const entry of listeners) entry.onNotify('reconnected');
    } catch {
      setTimeout(() => void relisten(), RELISTEN_DELAY_MS).unref();
    }
  };

  return {
    db,
    kind: 'postgres',
    migrate: (migrationsFolder) => migratePg(db as never, { migrationsFolder }),
    listen: async (channel, onNotify) => {
      listeners.push({ channel, onNotify });
      if (listener) await listener.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      else listener = await startListening();
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    tryLock: (name, work) => withSessionLock(pool, name, work),
    close: once(async () => {
      closed = true;
      listener?.release(true);
      listener = undefined;
      await pool.end();
    }),
  };
}

/**
 * A session advisory lock held on a connection of its own while `work` runs (work may span several
 * transactions). If the connection is lost meanwhile, the server lets the lock go; the work goes on.
 */
async function withSessionLock<T>(
  pool: pg.Pool,
  name: string,
  work: () => Promise<T>,
): Promise<LockOutcome<T>> {
  const client = await pool.connect();
  let lost = false;
  const onError = () => {
    lost = true;
  };
  client.on('error', onError);
  try {
    const { rows } = await client
      .query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [name])
      .catch((error: unknown) => {
        lost = true;
        throw error;
      });
    if (!rows[0]?.locked) return { locked: false };
    try {
      return { locked: true, value: await work() };
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(onError);
    }
  } finally {
    client.removeListener('error', onError);
    // A connection that failed is closed, not reused (it could still hold the lock).
    client.release(lost);
  }
}
