// npm start: install what is missing, build what is stale, then run the server in the foreground.
// The server applies migrations, seeds the demo catalogue into an empty database and prints its URL.
import { spawn } from 'node:child_process';
import { fail, ROOT, say } from './lib/common.mjs';
import { ensureBuild, SERVER_ENTRY } from './lib/build.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { exitCodeOf, forwardSignals, stopWithParent } from './lib/server.mjs';
import { onSupportedNode } from './lib/supported-node.mjs';

// On a Node older than package.json's engines, this script runs again on one from the npm registry.
await onSupportedNode();

if (!(await ensureDependencies())) process.exit(1);
if (!(await ensureBuild())) process.exit(1);

say('Starting the server (Ctrl-C stops it)...');
// The IPC channel closes when this process ends, however it ends: the server then shuts down too.
const child = spawn(process.execPath, [SERVER_ENTRY], {
  cwd: ROOT,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
const release = forwardSignals(child);
const releaseParent = stopWithParent(child);
child.on('error', (error) => {
  fail(`Could not start the server: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  release();
  releaseParent();
  process.exit(exitCodeOf(code, signal));
});
