import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { correctDataDir, ownerOnlyFromNowOn } from './lib/owner-only';
import { assertSupportedNode, UnsupportedNodeError } from './lib/supported-node';

/** How long a stop waits for the jobs in hand (a picture sync takes seconds; a mail at most its timeout). */
const STOP_WAIT_MS = 30_000;

/**
 * `npm run worker`: the background jobs only (mail, picture encoding of the sync, alerts), with no HTTP
 * server. It builds the same app as the server, so the jobs are wired one way, and never listens. Run it
 * beside servers started with JOBS=off, on PostgreSQL; on a signal it finishes the jobs in hand, then exits.
 */
async function main(): Promise<void> {
  assertSupportedNode();
  ownerOnlyFromNowOn();
  const config = { ...loadConfig(), runJobs: true };
  correctDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'worker: finishing the jobs in hand, then stopping');
    try {
      await app?.jobs.stop(STOP_WAIT_MS);
      await app?.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (process.connected) process.on('disconnect', () => void shutdown('parent exited'));

  try {
    await database.migrate(config.migrationsDir);
    mkdirSync(config.uploadsDir, { recursive: true });
    app = await buildApp({ config, database });
    await app.ready();
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close();
    throw error;
  }
  const where = config.databaseUrl
    ? 'PostgreSQL'
    : `the embedded database in ${path.join(config.dataDir, 'db')}`;
  console.log(`\nThe job worker is running (data: ${where}). Press Ctrl-C to stop.\n`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof UnsupportedNodeError)
    console.error(`\n${error.message}\n`);
  else console.error('The job worker could not start:', error);
  process.exit(1);
});
