import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const dirs: string[] = [];
function lockFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
  dirs.push(dir);
  return path.join(dir, 'db.lock');
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('data folder lock', () => {
  it('is taken, refused to another live process, and released', async () => {
    const file = lockFile();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(file, `${other.pid}\n${hostname()}\n`);
      expect(() => acquireDataDirLock(file, 'the-data-dir')).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(file, 'the-data-dir')).toThrow(
        /already using the data folder the-data-dir/,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock left by a process that is gone', () => {
    const file = lockFile();
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(file, `${gone}\n${hostname()}\n`);
    const release = acquireDataDirLock(file, 'dir');
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });
});

describe('data folder lock after a kill -9', () => {
  it('is taken over at once, even before the killed process has been collected', async () => {
    const file = lockFile();
    // A parent that never collects its children (sleep), so the killed server stays a zombie.
    const parent = spawn('sh', [
      '-c',
      `"${process.execPath}" -e "setTimeout(() => {}, 30000)" & echo $!; exec sleep 30`,
    ]);
    try {
      const pid = Number(
        await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(String(d)))),
      );
      writeFileSync(file, `${pid}\n${hostname()}\n`);
      process.kill(pid, 'SIGKILL');
      await expect.poll(() => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0]).toBe('Z');
      const release = acquireDataDirLock(file, 'dir');
      expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(String(process.pid));
      release();
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
