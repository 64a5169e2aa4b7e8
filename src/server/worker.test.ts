import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueueJobs } from './jobs';
import { createTestDatabase, type TestDatabase } from './test/database';
import { readOutbox } from './test/mail';
import { notOwnerOnly } from './test/file-modes';
import { freePort, waitFor } from './test/processes';

let database: TestDatabase | undefined;
let child: ChildProcess | undefined;
afterAll(async () => {
  child?.kill('SIGKILL');
  if (database?.url) await database.cleanup();
  else if (database) rmSync(database.dataDir, { recursive: true, force: true });
});

const mails = (dir: string) => {
  try {
    return readdirSync(dir).filter((file) => file.endsWith('.eml')).length;
  } catch {
    return 0;
  }
};

describe('npm run worker', () => {
  it('runs the jobs queued before it started, serves no HTTP, and stops cleanly on SIGTERM', async () => {
    database = await createTestDatabase();
    // Queued while no process ran jobs: the queue is in the database, not in a process.
    await enqueueJobs(database.handle.db, [
      {
        kind: 'mail',
        payload: { to: 'seller@example.com', subject: 'Queued before', text: 'Hello', html: '<p>Hello</p>' },
      },
    ]);
    // The embedded database is one process's: the worker opens it after this one lets go.
    if (!database.url) await database.handle.close();

    const port = await freePort();
    const { DATABASE_URL: _ignored, ...env } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
      env: {
        ...env,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        DATA_DIR: database.dataDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Set for web processes beside a worker: the worker runs the jobs whatever it says.
        JOBS: database.url ? 'off' : 'on',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));

    const outbox = path.join(database.dataDir, 'outbox');
    await waitFor(() => mails(outbox) === 1, 120_000, `the queued mail to be sent (log: ${output})`);
    expect(output).toContain('The job worker is running');
    expect(readOutbox(outbox, 'seller@example.com')[0]?.text).toContain('Hello');
    // The mail it wrote, and the data folder it opened, are its user's alone (decision 036).
    expect(notOwnerOnly(database.dataDir)).toEqual([]);
    // Nothing listens on the port a server of this configuration would use.
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(answer).toBe('ECONNREFUSED');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 180_000);
});
