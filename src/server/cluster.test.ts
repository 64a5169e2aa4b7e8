import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterRefusal } from './cluster';
import { loadConfig } from './config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cluster-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the server entry with `env`; resolves with its exit code and output. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _database, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('WORKERS', () => {
  it('is one process unless set, and must be a whole number from 1 to 64', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).workers).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, WORKERS: '4' }).workers).toBe(4);
    expect(() => loadConfig({ DATA_DIR: dataDir, WORKERS: 'two' })).toThrow(/WORKERS must be a whole number/);
    expect(() => loadConfig({ DATA_DIR: dataDir, WORKERS: '0' })).toThrow(/WORKERS must be at least 1/);
  });

  it('above 1 needs PostgreSQL', () => {
    expect(clusterRefusal({ workers: 1, databaseUrl: undefined })).toBeUndefined();
    expect(clusterRefusal({ workers: 2, databaseUrl: 'postgres://db/shop' })).toBeUndefined();
    expect(clusterRefusal({ workers: 2, databaseUrl: undefined })).toMatch(/DATABASE_URL/);
  });

  it('the server refuses several processes on the embedded database, naming DATABASE_URL, and opens nothing', async () => {
    const { code, output } = await runServer({ WORKERS: '3', DATABASE_URL: '' });
    expect(code).toBe(1);
    expect(output).toContain('WORKERS=3 needs PostgreSQL: the embedded database allows one server process.');
    expect(output).toContain('Set DATABASE_URL to a PostgreSQL database');
    expect(output).not.toContain('The shop is running');
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  }, 60_000);
});
