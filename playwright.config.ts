import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const isCI = !!process.env.CI;

/**
 * A free port for this run's server (3100 when free). Chosen once in the runner and kept in the
 * environment, which the test workers inherit, so that every process agrees on it.
 */
function pickPort(): string {
  const script =
    "const net = require('node:net');" +
    'const tryPort = (p) => new Promise((ok) => { const s = net.createServer();' +
    " s.once('error', () => ok(0)); s.listen({ port: p, host: '127.0.0.1', exclusive: true }," +
    ' () => { const a = s.address().port; s.close(() => ok(a)); }); });' +
    '(async () => { process.stdout.write(String((await tryPort(3100)) || (await tryPort(0)))); })();';
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10_000 }).trim();
}

process.env.E2E_PORT ??= pickPort();
// A fresh data folder per run (the server creates and removes it); tests may read it, e.g. the mail outbox.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `shop-e2e-${process.pid}-${Date.now()}`);
// The run's admin account, made by scripts/e2e-server.mjs with scripts/create-admin.ts before the server
// starts; the specs read it through the `admin` fixture. A new password per run: never a default one.
process.env.E2E_ADMIN_EMAIL ??= 'e2e-admin@garagepro.test';
process.env.E2E_ADMIN_PASSWORD ??= `Adm-${randomBytes(12).toString('base64url')}`;

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/** The Chromium to drive: $CHROMIUM_PATH (set by `npm test`), else the system one, else Playwright's own. */
const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  // A 2-core machine runs the server and two browsers at once: be generous.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // About 130 specs on two workers: 12-15 minutes on an idle 2-core machine, more when it is busy.
  globalTimeout: 30 * 60_000,
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          // The machine's closed network refuses Chromium's background connections: switch them off.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    // The first start of a new embedded database takes 8-11 s, seeding renders the images, and the
    // server builds first when no build exists.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      E2E_PORT: String(port),
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      E2E_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      E2E_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
