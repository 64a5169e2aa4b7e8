import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app';
import { CONTROL_SOCKET_NAME, openControlSocket } from './backup/control-socket';
import { writeBackup } from './backup/write-backup';
import { announceDraining, runPrimary } from './cluster';
import { loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DataDirLockedError } from './db/lock';
import { closeGracefully } from './plugins/graceful-close';
import { seedDemoCatalogue } from './modules/catalog';
import { carryOverPictures, createImageStore, type ImageStore } from './modules/media';
import { networkUrls } from './lib/network-addresses';
import { correctDataDir, ownerOnlyFromNowOn } from './lib/owner-only';
import { assertSupportedNode, UnsupportedNodeError } from './lib/supported-node';
import { recordShopAddress } from './lib/shop-address';

const openFor = (config: Config) =>
  openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });

/**
 * Migrations, pictures left in the uploads folder carried into the picture store, and the demo catalogue in
 * an empty database: once, before any process serves. Answers the picture store.
 */
async function prepare(config: Config, database: DatabaseHandle): Promise<ImageStore> {
  await database.migrate(config.migrationsDir);
  const images = createImageStore({ ...config.media, uploadsDir: config.uploadsDir }, database.db);
  const carried = await carryOverPictures(config.uploadsDir, images);
  if (carried > 0)
    console.log(`Copied ${carried} pictures from ${config.uploadsDir} to the ${images.kind} store.`);
  const seeded = await seedDemoCatalogue(database.db, images, (message) => console.log(message));
  if (seeded > 0) console.log(`Added the demo catalogue: ${seeded} products.`);
  return images;
}

/**
 * config -> database (migrated, demo catalogue in an empty one) -> app -> listen; closes cleanly on a
 * signal. With WORKERS > 1 this process is the cluster's primary (cluster.ts) and its workers serve.
 */
async function main(): Promise<void> {
  assertSupportedNode();
  // What this process writes under DATA_DIR is its user's alone; what an older version left open is
  // corrected once, by the one process (or the cluster's primary) before any other opens it.
  ownerOnlyFromNowOn();
  const config = loadConfig();
  if (cluster.isPrimary) correctDataDir(config.dataDir);
  if (config.workers > 1 && cluster.isPrimary) {
    return runPrimary(config, async () => {
      const database = await openFor(config);
      try {
        await prepare(config, database);
      } finally {
        await database.close();
      }
    });
  }
  const database = await openFor(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closeControl: (() => Promise<void>) | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    // A second signal while closing changes nothing: the requests in flight still finish (within the grace).
    if (closing) {
      console.log(`${signal}: the shop is already stopping, after the requests in flight.`);
      return;
    }
    closing = true;
    app?.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    announceDraining();
    await closeGracefully(app, database, { drainMs: config.shutdownDrainMs, alsoClose: closeControl });
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Started by `npm start` (scripts/start.mjs) or by the cluster's primary over an IPC channel: stop when
  // that parent is gone.
  if (process.connected) process.on('disconnect', () => void shutdown('parent exited'));
  // In a cluster the primary restarts the workers on SIGHUP; a worker reached by it directly carries on.
  if (cluster.isWorker) process.on('SIGHUP', () => {});

  try {
    // A cluster's workers find the database prepared by the primary.
    const images = cluster.isWorker ? undefined : await prepare(config, database);
    app = await buildApp({ config, database, images });
    // The embedded database is this process's alone: `npm run backup` asks it through this socket.
    if (database.kind === 'pglite') {
      const picturesDir = app.images.kind === 'disk' ? config.uploadsDir : undefined;
      closeControl = await openControlSocket(
        path.join(config.dataDir, CONTROL_SOCKET_NAME),
        { backup: (out) => writeBackup(database, out, { picturesDir }) },
        (error) => app?.log.error({ err: error }, 'backup through the control socket failed'),
      ).catch((error: unknown) => {
        app?.log.warn({ err: error }, 'no control socket: stop the shop to back it up');
        return undefined;
      });
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close();
    throw error;
  }
  if (cluster.isWorker) return;
  recordShopAddress(config);
  const where = config.databaseUrl
    ? 'PostgreSQL'
    : `the embedded database in ${path.join(config.dataDir, 'db')}`;
  console.log(`\nThe shop is running at ${config.publicUrl} (data: ${where}). Press Ctrl-C to stop.`);
  const others = networkUrls(config.host, config.port);
  if (others.length > 0) {
    console.log(`On this network (a phone on the same Wi-Fi): ${others.join(', ')}`);
    console.log(`Links in mail point to PUBLIC_URL (${config.publicUrl}).`);
  }
  console.log('');
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof UnsupportedNodeError)
    console.error(`\n${error.message}\n`);
  else console.error('The shop could not start:', error);
  process.exit(1);
});
