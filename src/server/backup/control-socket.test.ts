import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { insertProducts } from '../test/fixtures';
import { verifyBackup } from './backup-file';
import { CONTROL_SOCKET_NAME, openControlSocket, requestBackup } from './control-socket';
import { writeBackup } from './write-backup';

// The running server's side of `npm run backup` on the embedded database, and the script's side.
let database: TestDatabase;
let dir: string;
let socket: string;
let close: () => Promise<void>;
const errors: unknown[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await insertProducts(database.handle.db, [{ id: 'jack', name: 'Trolley Jack', price: 95_000 }]);
  dir = await mkdtemp(path.join(tmpdir(), 'shop-control-'));
  socket = path.join(dir, CONTROL_SOCKET_NAME);
  close = await openControlSocket(socket, { backup: (out) => writeBackup(database.handle, out) }, (error) =>
    errors.push(error),
  );
});
afterAll(async () => {
  await close?.();
  await database?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe('the control socket', () => {
  it('is open to its owner only', async () => {
    expect((await stat(socket)).mode & 0o777).toBe(0o600);
  });

  it('writes a whole, checked backup of the database it holds into the asking process', async () => {
    const file = path.join(dir, 'through-socket.backup');
    await requestBackup(socket, createWriteStream(file));
    const { header, summary } = await verifyBackup(file);
    expect(header.database).toBe(database.handle.kind);
    expect(summary.tables.products).toBe(1);
    expect(errors).toEqual([]);
  });

  it('answers any other request with a refusal and nothing else', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const client = connect(socket, () => client.write('drop everything\n'));
      let text = '';
      client.setEncoding('utf8').on('data', (chunk) => (text += chunk));
      client.on('end', () => resolve(text)).on('error', reject);
    });
    expect(answer).toBe('unknown request\n');
  });

  it('takes over a socket file left by a server that was killed', async () => {
    await close();
    await writeFile(socket, 'left behind');
    close = await openControlSocket(socket, { backup: (out) => writeBackup(database.handle, out) }, () => {});
    const file = path.join(dir, 'again.backup');
    await requestBackup(socket, createWriteStream(file));
    expect((await verifyBackup(file)).summary.tables.products).toBe(1);
  });
});
