import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { notOwnerOnly } from './test/file-modes';
import { freePort, waitFor } from './test/processes';

// `npm start` under a process manager: whichever process of the chain npm -> sh -> scripts/start.mjs ->
// server gets the signal (or dies), the server stops and gives back the port and the database lock.
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-start-'));
const started: ChildProcess[] = [];
afterAll(() => {
  started.forEach((child) => child.kill('SIGKILL'));
  rmSync(dataDir, { recursive: true, force: true });
});

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

function start(command: string, args: string[], port: number) {
  const { DATABASE_URL: _database, PUBLIC_URL: _publicUrl, ...env } = process.env;
  const child = spawn(command, args, {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

const lock = path.join(dataDir, 'db.lock');

describe('npm start under a process manager', () => {
  it('stops the server when npm alone gets SIGTERM, and when scripts/start.mjs is killed', async () => {
    const template = inject('pgliteTemplateDir');
    if (template) cpSync(template, path.join(dataDir, 'db'), { recursive: true });

    const port = await freePort();
    const npm = start('npm', ['start'], port);
    await waitFor(() => npm.output().includes('The shop is running at'), 200_000, 'npm start');
    expect(existsSync(lock)).toBe(true);
    expect(notOwnerOnly(dataDir)).toEqual([]);
    npm.child.kill('SIGTERM');
    await waitFor(async () => !existsSync(lock) && !(await listening(port)), 20_000, 'the server to stop');

    const again = await freePort();
    const script = start(process.execPath, ['scripts/start.mjs'], again);
    await waitFor(() => script.output().includes('The shop is running at'), 120_000, 'start.mjs');
    script.child.kill('SIGKILL');
    await waitFor(async () => !existsSync(lock) && !(await listening(again)), 20_000, 'the server to stop');
  }, 360_000);
});
