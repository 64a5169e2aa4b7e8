// npm run dev: the API server under `tsx watch` on API_PORT (3001) and the Vite dev server on 5173,
// which proxies /api and /media to it. Ctrl-C stops both; if either stops, the other is stopped too.
import { spawn } from 'node:child_process';
import { bin, bold, ROOT, say } from './lib/common.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { exitCodeOf } from './lib/server.mjs';
import { onSupportedNode } from './lib/supported-node.mjs';

await onSupportedNode();

if (!(await ensureDependencies())) process.exit(1);

const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, API_PORT: apiPort };

const children = [
  {
    name: 'api',
    child: spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      detached: true,
      env: { ...env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
    }),
  },
  { name: 'web', child: spawn(bin('vite'), [], { cwd: ROOT, stdio: 'inherit', detached: true, env }) },
];

say(`API on http://localhost:${apiPort}, site on ${bold('http://localhost:5173')} (Ctrl-C stops both).`);

let stopping = false;
let exitCode = 0;
const running = (child) => child.exitCode === null && child.signalCode === null;
/**
 * Each child runs in a process group of its own, so a Ctrl-C reaches it once, from here: a second copy
 * of the signal could cut the server's clean shutdown short. A signal goes to the whole group, so
 * whatever the child started ends too.
 */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}
function stopAll(signal = 'SIGTERM') {
  stopping = true;
  for (const { child } of children) if (running(child)) signalGroup(child, signal);
  // Whatever still runs after 5 s is killed.
  setTimeout(() => {
    for (const { child } of children) signalGroup(child, 'SIGKILL');
  }, 5_000).unref();
}
process.on('exit', () => {
  for (const { child } of children) if (running(child)) signalGroup(child, 'SIGKILL');
});

for (const { name, child } of children) {
  child.on('error', (error) => {
    console.error(`${name}: ${error.message}`);
    exitCode = 1;
    stopAll();
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      say(`${name} stopped (${signal ?? `exit ${code}`}); stopping the other one.`);
      exitCode = exitCodeOf(code, signal) || 1;
      stopAll();
    }
    if (children.every(({ child: c }) => c.exitCode !== null || c.signalCode !== null))
      process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
