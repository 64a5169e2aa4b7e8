import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import { NO_PAYMENTS, type Config } from '../config';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** A small stand-in for the built index.html: the shell's markers and one inline script. */
export const TEST_INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GaragePro</title>
<!--app-head--></head><body><!--no-script-notice--><div id="splash" role="status" aria-label="Loading GaragePro"><p class="splash-brand" aria-hidden="true">Garage<span>Pro</span></p><p class="splash-tagline">Premium Garage Equipment</p></div><script>window.splash = 1;</script>
<div id="root"></div></body></html>`;

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  const clientDir = path.join(dataDir, 'client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), TEST_INDEX_HTML);
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://shop.test',
    publicUrlGiven: true,
    allowedOrigins: [],
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    // The store the shop picks on this database: the folder on PGlite, PostgreSQL with DATABASE_URL.
    media: { store: process.env.DATABASE_URL ? 'postgres' : 'disk', cacheBytes: 8 * 1024 * 1024 },
    authSecret: 'test-secret-test-secret-test-secret-0123',
    mailFrom: 'GaragePro <no-reply@shop.test>',
    // Short waits, so a test sees a retry soon (the outbox tests shorten the interval too).
    mailOutbox: { intervalMs: 1_000, retryBaseMs: 100, retryMaxMs: 1_000, maxAttempts: 20, leaseMs: 300_000 },
    runJobs: true,
    sellerWhatsapp: '2348035550142',
    catalogueVersionCheckMs: 3_000,
    logLevel: 'silent',
    workers: 1,
    shutdownDrainMs: 0,
    // The API tests check the limits the shop really has.
    authRateLimitScale: 1,
    clientDir,
    migrationsDir: path.join(process.cwd(), 'drizzle'),
    payments: NO_PAYMENTS,
    ...overrides,
  };
}

export interface TestAppOptions {
  /** Routes registered before the app is ready, e.g. guarded stand-ins (`app.guards`). */
  extraRoutes?: AppDependencies['extraRoutes'];
  /** Receives every log line (set `logLevel` in the overrides: the tests' default is silent). */
  logStream?: AppDependencies['logStream'];
}

/** The real app on a fresh database of its own. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(database.dataDir, overrides);
  mkdirSync(config.uploadsDir, { recursive: true });
  const app = await buildApp({
    config,
    database: database.handle,
    extraRoutes: options.extraRoutes,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.cleanup();
    },
  };
}
