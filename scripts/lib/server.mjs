// Starting the built server for the end-to-end suite and the benchmarks, and passing signals to it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fail, ROOT } from './common.mjs';
import { SERVER_ENTRY } from './build.mjs';

/** Resolves to `preferred` when it is free on 127.0.0.1, else to a port the system picks. */
export function freePort(preferred = 0) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(undefined));
      probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
        const { port: bound } = probe.address();
        probe.close(() => resolve(bound));
      });
    });
  return tryPort(preferred).then((port) => port ?? tryPort(0));
}

export function makeTempDataDir(prefix = 'shop-data-') {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDir(dir) {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    fail(`could not remove ${dir}: ${error.message}`);
  }
}

/**
 * Starts `node dist/server/main.js` on 127.0.0.1 with its own data folder, an embedded database and mail
 * to the outbox (DATABASE_URL and SMTP_URL are blanked unless given in `env`).
 */
export function spawnServer({ port, dataDir, env = {}, stdio = 'inherit' }) {
  const serverEnv = { ...process.env };
  Object.assign(serverEnv, {
    // Empty values override a developer's .env: never a real database or real mail from a test server.
    DATABASE_URL: '',
    SMTP_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...env,
  });
  return spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env: serverEnv, stdio });
}

/** Polls `url` until it answers 2xx; rejects when the child exits first or the time runs out. */
export async function waitForHealth(url, { child, timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited;
  const onExit = (code, signal) => (exited = signal ?? `exit ${code}`);
  child?.once('exit', onExit);
  try {
    while (Date.now() < deadline) {
      if (exited) throw new Error(`the server stopped before it was ready (${exited})`);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        if (response.ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server did not answer ${url} within ${Math.round(timeoutMs / 1000)} s`);
  } finally {
    child?.off('exit', onExit);
  }
}

/** Sends SIGTERM and waits for the exit; SIGKILL after `graceMs`. */
export function stopChild(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const FORWARD_DELAY_MS = 2_000;

/**
 * Passes SIGINT/SIGTERM/SIGHUP on to a child in this process group. A Ctrl-C in a terminal, or a signal to
 * the whole group (Playwright's webServer shutdown), reaches the child by itself, and a second delivery
 * could cut its clean shutdown short; so the first signal is passed on only if the child is still running
 * two seconds later (a signal sent to this process alone), and a further signal after that at once.
 * Returns a function that removes the handlers.
 */
export function forwardSignals(child) {
  let firstAt = 0;
  const handler = (signal) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const now = Date.now();
    if (!firstAt) {
      firstAt = now;
      setTimeout(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      }, FORWARD_DELAY_MS).unref();
    } else if (now - firstAt > FORWARD_DELAY_MS) {
      child.kill(signal);
    }
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  process.on('SIGHUP', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
    process.off('SIGHUP', handler);
  };
}

const PARENT_POLL_MS = 500;

/**
 * Stops `child` (SIGTERM) when this process's parent goes away. A process manager's SIGTERM to `npm start`
 * ends npm and its shell, which pass nothing on: this process is then adopted by another (its parent id
 * changes) and must take the server down with it rather than keep the port and the database lock.
 */
export function stopWithParent(child) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }, PARENT_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Exit code for a child's end: its own code, or 128 + the signal number. */
export function exitCodeOf(code, signal) {
  if (code !== null && code !== undefined) return code;
  const number = signal ? os.constants.signals[signal] : undefined;
  return number ? 128 + number : 1;
}
