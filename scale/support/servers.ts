import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { withName } from '../../src/server/test/global-setup';
import { withDatabase } from '../../src/server/test/postgres-admin';
import { freePort } from '../../src/server/test/processes';
import { AUTH_SECRET, PG_SERVER, PUBLIC_URL, ROOT } from './constants';
import { request } from './http';
import { MailSink } from './mail-sink';

const SERVER_ENTRY = path.join(ROOT, 'dist', 'server', 'main.js');
let copies = 0;

/** A fresh copy of the suite's template database: its URL. */
export async function copyDatabase(): Promise<string> {
  const template = inject('scaleTemplate');
  // Unique across the scenario files (each has its own module state); the run's prefix is kept for the drop.
  const name = `${template.replace(/_tpl$/, '')}_${randomBytes(4).toString('hex')}_${++copies}`;
  await withDatabase(`${PG_SERVER}/postgres`, (client) =>
    client.query(`create database "${name}" template "${template}"`),
  );
  return withName(`${PG_SERVER}/postgres`, name);
}

/** SQL on a scenario's database from the test, outside any server process. */
export async function sql<T extends object = Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  return withDatabase(databaseUrl, async (client) => (await client.query(text, values)).rows as T[]);
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

export interface StartOptions {
  databaseUrl: string;
  /** Started as `WORKERS=n` (the cluster's primary) rather than one process. */
  workers?: number;
  port?: number;
  env?: Record<string, string>;
  /** Where the process keeps its files (default: one folder per scenario file, shared by its processes). */
  dataDir?: string;
}

const started = new Set<ChildProcess>();
const dataDirs: string[] = [];
let defaultSink: MailSink | undefined;

/** A production shop refuses to start without SMTP_URL: unless a scenario names its own, one sink for all. */
async function defaultSmtpUrl(): Promise<string> {
  if (!defaultSink) {
    defaultSink = new MailSink(await freePort());
    await defaultSink.start();
  }
  return `smtp://127.0.0.1:${defaultSink.port}`;
}

/**
 * One data folder for the processes of a scenario file, as on one machine: what a process keeps there
 * (the share pictures it draws when it starts) is there for the next, so a restart costs what it would.
 */
function scenarioDir(): string {
  if (dataDirs.length === 0) dataDirs.push(mkdtempSync(path.join(tmpdir(), 'shop-scale-')));
  return dataDirs[0]!;
}

/**
 * Starts `node dist/server/main.js` (production mode, the shared secret and PUBLIC_URL, behind a
 * trusted proxy on loopback so each simulated shopper has an address of its own) and waits until it
 * answers /api/health.
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? scenarioDir();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL,
      AUTH_SECRET,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SMTP_URL: options.env?.SMTP_URL ?? (await defaultSmtpUrl()),
      WORKERS: String(options.workers ?? 1),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let text = '';
  const keep = (chunk: Buffer) => {
    text += chunk.toString();
    if (text.length > 200_000) text = text.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      started.delete(child);
      resolve();
    }),
  );
  const server: ServerProcess = { child, port, url: `http://127.0.0.1:${port}`, output: () => text, exited };
  await waitUntilHealthy(server);
  return server;
}

export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`the server stopped before it was ready:\n${server.output()}`);
    const answer = await request(`${server.url}/api/health`, { timeoutMs: 2_000 }).catch(() => undefined);
    if (answer?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`the server did not answer in time:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM, then SIGKILL if it has not stopped within `graceMs`. */
export async function stopServer(server: ServerProcess, graceMs = 30_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  server.child.kill('SIGTERM');
  await server.exited;
  clearTimeout(timer);
}

/** The worker processes of a cluster's primary. */
export function childPids(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Stops whatever a scenario left running and removes its folders (afterAll). */
export async function stopEverything(): Promise<void> {
  for (const child of started) child.kill('SIGKILL');
  started.clear();
  await defaultSink?.stop();
  defaultSink = undefined;
  for (const dir of dataDirs.splice(0))
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
