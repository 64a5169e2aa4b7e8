import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { notOwnerOnly } from './test/file-modes';
import { freePort, killShopProcesses, runShopProcess, waitFor } from './test/processes';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-main-'));
afterAll(() => {
  killShopProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

const startServer = (port: number) =>
  runShopProcess('src/server/main.ts', [], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });

/** Runs an npm script's TypeScript file (backup, restore) on a data folder; its exit code and output. */
async function runScript(script: string, args: string[], dir: string) {
  const run = runShopProcess(script, args, { DATA_DIR: dir });
  return { code: await run.exited, output: run.output() };
}

describe('the server process', () => {
  it('migrates, seeds the demo catalogue, refuses a second process on the same data, and stops cleanly', async () => {
    const first = startServer(await freePort());
    await waitFor(() => first.output().includes('The shop is running at'), 170_000);
    expect(first.output()).toMatch(/Added the demo catalogue: \d+ products/);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(true);
    // A new database, made by this start: every file the shop wrote is its user's alone (decision 036).
    expect(notOwnerOnly(dataDir)).toEqual([]);

    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already using the data folder');

    // npm run backup while the shop runs: the server writes it through its control socket.
    const backupFile = path.join(dataDir, 'running.backup');
    const backup = await runScript('scripts/backup.ts', [backupFile], dataDir);
    expect(backup.output).toContain('The shop is running: asking it for the backup.');
    expect(backup.output).toMatch(/Backed up \d+ products, 0 orders, 0 accounts and \d+ pictures \(files\)/);
    expect(backup.code).toBe(0);
    expect(notOwnerOnly(backupFile)).toEqual([]);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'control.sock'))).toBe(false);

    // npm run restore into a new data folder gives the catalogue back; a second time it is refused.
    const restoreDir = `${dataDir}-restored`;
    const restored = await runScript('scripts/restore.ts', [backupFile], restoreDir);
    expect(restored.output).toMatch(/Restored \d+ products/);
    expect(restored.code).toBe(0);
    expect(notOwnerOnly(restoreDir)).toEqual([]);
    const refused = await runScript('scripts/restore.ts', [backupFile], restoreDir);
    expect(refused.output).toContain('The database is not empty');
    expect(refused.code).toBe(1);
    rmSync(restoreDir, { recursive: true, force: true });

    // The data survives a restart, and an existing catalogue is not seeded again.
    const again = startServer(await freePort());
    await waitFor(() => again.output().includes('The shop is running at'), 60_000);
    expect(again.output()).not.toContain('Added the demo catalogue');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 300_000);
});
