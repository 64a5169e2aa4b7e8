import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import type { Writable } from 'node:stream';

/**
 * The embedded database allows one process, and the running server holds it (db/lock.ts). So that
 * `npm run backup` works while the shop runs, the server listens on a Unix socket in DATA_DIR that only
 * its owner may open (0600) and answers one request, `backup`, by writing a backup into it.
 */
export const CONTROL_SOCKET_NAME = 'control.sock';

export interface ControlHandlers {
  backup(out: Writable): Promise<unknown>;
}

/** Starts listening; answers the function that stops it. */
export async function openControlSocket(
  file: string,
  handlers: ControlHandlers,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  // A socket file left by a server that was killed: this process holds the database lock, so it is stale.
  await rm(file, { force: true });
  const server = createServer((socket) => answer(socket, handlers, onError));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  server.on('error', onError);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(file, { force: true });
  };
}

function answer(socket: Socket, handlers: ControlHandlers, onError: (error: unknown) => void) {
  let request = '';
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  const onData = (chunk: string) => {
    request += chunk;
    if (!request.includes('\n')) {
      if (request.length > 100) socket.destroy();
      return;
    }
    socket.off('data', onData);
    if (request.trim() !== 'backup') return void socket.end('unknown request\n');
    handlers.backup(socket).catch((error: unknown) => {
      onError(error);
      socket.destroy();
    });
  };
  socket.on('data', onData);
}

/** Asks the server listening on `file` for a backup, written into `out`. */
export function requestBackup(file: string, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(file, () => socket.write('backup\n'));
    socket.once('error', reject);
    out.once('error', reject);
    out.once('finish', resolve);
    socket.pipe(out);
  });
}
