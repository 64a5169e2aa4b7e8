import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from './test/processes';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-main-'));
const started: ChildProcess[] = [];
afterAll(() => {
  started.forEach((child) => child.kill('SIGKILL'));
  rmSync(dataDir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(port: number): Running {
  // The server's own environment, minus a database URL: this test is about the embedded database.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

describe('the server process', () => {
  it('migrates, seeds the demo catalogue, refuses a second process on the same data, and stops cleanly', async () => {
    const first = startServer(await freePort());
    await waitFor(() => first.output().includes('The shop is running at'), 170_000);
    expect(first.output()).toMatch(/Added the demo catalogue: \d+ products/);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(true);

    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already using the data folder');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

    // The data survives a restart, and an existing catalogue is not seeded again.
    const again = startServer(await freePort());
    await waitFor(() => again.output().includes('The shop is running at'), 60_000);
    expect(again.output()).not.toContain('Added the demo catalogue');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 240_000);
});
