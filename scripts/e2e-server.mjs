// The end-to-end suite's server (Playwright's webServer): the built server on PORT (3100) with a fresh
// data folder and embedded database, removed again when the server stops. Builds first when needed.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { fail, say } from './lib/common.mjs';
import { ensureBuild } from './lib/build.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { exitCodeOf, forwardSignals, makeTempDataDir, removeDir, spawnServer } from './lib/server.mjs';

const port = Number(process.env.E2E_PORT ?? process.env.PORT ?? 3100);

if (!(await ensureDependencies({ quiet: true }))) process.exit(1);
if (!(await ensureBuild({ quiet: true }))) process.exit(1);

// playwright.config.ts names the folder (E2E_DATA_DIR) so that tests can read it (e.g. the mail outbox).
let dataDir = process.env.E2E_DATA_DIR;
if (dataDir && existsSync(dataDir) && readdirSync(dataDir).length > 0) {
  fail(`${dataDir} is not empty; the end-to-end server needs a fresh data folder.`);
  process.exit(1);
}
if (dataDir) mkdirSync(dataDir, { recursive: true });
else dataDir = makeTempDataDir('shop-e2e-');

say(`End-to-end server on http://127.0.0.1:${port} with data in ${dataDir}`);
const child = spawnServer({ port, dataDir, env: { LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn' } });
const release = forwardSignals(child);

function cleanUp() {
  if (!process.env.KEEP_E2E_DATA) removeDir(dataDir);
}
child.on('error', (error) => {
  fail(`could not start the server: ${error.message}`);
  cleanUp();
  process.exit(1);
});
child.on('exit', (code, signal) => {
  release();
  cleanUp();
  process.exit(exitCodeOf(code, signal));
});
