// Installs what the project needs on a fresh machine: dependencies (when missing or stale) and, with
// --browser, a Chromium for the browser suite. `npm start` and `npm test` do this by themselves; CI and
// people preparing a machine ahead of time call it directly.
import { ensureDependencies } from './lib/install.mjs';
import { onSupportedNode } from './lib/supported-node.mjs';

// npm ci on a supported Node (and its npm), fetched from the npm registry when the machine's is older.
await onSupportedNode();

if (!(await ensureDependencies())) process.exit(1);
if (process.argv.includes('--browser')) {
  const { ensureChromium } = await import('./lib/chromium.mjs');
  if (!(await ensureChromium())) process.exit(1);
}
