import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../shared/errors';
import type { DatabaseHandle } from '../../db/client';
import { pendingMigrations, readMigrationJournal } from '../../db/migration-status';
import { noStore } from '../../lib/no-store';
import { isStopping } from '../../plugins/graceful-close';

/** How long /api/ready waits for the database before saying it is not reachable. */
const READY_TIMEOUT_MS = 2_000;

export const READY_MESSAGES = {
  stopping: 'This server is stopping: it finishes the requests it has and takes no new work.',
  unreachable: 'The database is not reachable.',
  pending: (tags: string[]) =>
    `The database lacks ${tags.length} of the shop's migrations (${tags.join(', ')}): restart the shop to apply them.`,
} as const;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `GET /api/health`: the process is alive (it asks the database nothing, so a database outage never gets
 * healthy processes restarted). `GET /api/ready`: this process can serve, that is the database answers and
 * has every migration the code ships, and it is not stopping; 503 `{ code, message }` otherwise, so a load
 * balancer sends it nothing (from the first moment of a SIGTERM: decision 036).
 */
export async function healthRoutes(
  app: FastifyInstance,
  { database, migrationsDir }: { database: DatabaseHandle; migrationsDir: string },
) {
  const journal = readMigrationJournal(migrationsDir);
  app.get('/api/health', { onSend: noStore }, async () => ({ status: 'ok', database: database.kind }));
  app.get('/api/ready', { onSend: noStore }, async () => {
    if (isStopping(app)) throw new AppError('UNAVAILABLE', READY_MESSAGES.stopping);
    let pending;
    try {
      pending = await withTimeout(pendingMigrations(database.db, journal), READY_TIMEOUT_MS);
    } catch {
      throw new AppError('UNAVAILABLE', READY_MESSAGES.unreachable);
    }
    if (pending.length > 0)
      throw new AppError('UNAVAILABLE', READY_MESSAGES.pending(pending.map((entry) => entry.tag)));
    return { status: 'ready', database: database.kind, migrations: journal.length };
  });
}
