import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port that is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Polls `check` every 100 ms until it holds; throws after `timeoutMs`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what = 'a condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ShopProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

const started = new Set<ChildProcess>();

/**
 * Runs one of the shop's TypeScript entries (`src/server/main.ts`, `src/server/worker.ts`, a script of
 * `scripts/`) as a process of its own through tsx, on the embedded database: the test process's
 * environment without DATABASE_URL, PORT or PUBLIC_URL, plus `env`.
 */
export function runShopProcess(entry: string, args: string[], env: Record<string, string>): ShopProcess {
  const { DATABASE_URL: _database, PORT: _port, PUBLIC_URL: _publicUrl, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      started.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => text, exited };
}

/** Kills whatever `runShopProcess` started and is still running (afterAll). */
export function killShopProcesses(): void {
  for (const child of started) child.kill('SIGKILL');
  started.clear();
}
