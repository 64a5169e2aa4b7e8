import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { recordShopAddress } from './lib/shop-address';

/** More crashes than this within the window and the primary stops rather than restart workers forever. */
export const CRASH_LIMIT = { crashes: 5, withinMs: 60_000 } as const;
/**
 * How long the primary waits for a worker to finish its requests and stop before it kills it, after the
 * worker's drain window (SHUTDOWN_DRAIN_MS), during which it still answers.
 */
const STOP_WAIT_MS = 30_000;
/** The wait before a crashed worker is replaced, so a worker that cannot start does not spin. */
const REPLACE_DELAY_MS = 1_000;

/** A worker tells the primary it has begun to stop (any signal): the primary starts its replacement. */
export const DRAINING_MESSAGE = { shop: 'draining' } as const;

/** Why several processes cannot run with this configuration, or undefined when they can. */
export function clusterRefusal(config: Pick<Config, 'workers' | 'databaseUrl'>): string | undefined {
  if (config.workers <= 1 || config.databaseUrl) return undefined;
  return (
    `WORKERS=${config.workers} needs PostgreSQL: the embedded database allows one server process. ` +
    'Set DATABASE_URL to a PostgreSQL database (postgres://user:password@host:5432/shop), ' +
    'or leave WORKERS unset to run one process.'
  );
}

interface Tracked {
  worker: Worker;
  /** It is stopping on purpose, and its replacement is started or not wanted. */
  replaced: boolean;
}

/**
 * The cluster's primary: it prepares the database once (migrations, demo catalogue), then runs
 * `config.workers` server processes that share the port. A worker that dies unexpectedly is replaced
 * (up to CRASH_LIMIT); a worker that stops on its own signal (SIGTERM to one worker) is replaced as soon
 * as it starts to drain; SIGHUP replaces every worker one at a time (the new one listens before the old
 * one drains); SIGTERM or SIGINT stops them all gracefully, then the primary.
 */
export async function runPrimary(config: Config, prepare: () => Promise<void>): Promise<void> {
  const refusal = clusterRefusal(config);
  if (refusal) {
    console.error(`\n${refusal}\n`);
    process.exit(1);
  }
  await prepare();

  const workers = new Map<number, Tracked>();
  const crashes: number[] = [];
  let stopping = false;
  let rolling = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    workers.set(worker.id, { worker, replaced: false });
    worker.on('message', (message: unknown) => {
      const tracked = workers.get(worker.id);
      if (!isDraining(message) || !tracked || tracked.replaced) return;
      tracked.replaced = true;
      if (!stopping) fork();
    });
    return worker;
  };

  const stopWorker = (worker: Worker) => stopOne(worker, config.shutdownDrainMs + STOP_WAIT_MS);
  const stopAll = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    console.log(`Stopping ${workers.size} server processes (${reason})...`);
    await Promise.all([...workers.values()].map(({ worker }) => stopWorker(worker)));
    process.exit(code);
  };

  cluster.on('exit', (worker, code, signal) => {
    const tracked = workers.get(worker.id);
    workers.delete(worker.id);
    if (stopping || !tracked || tracked.replaced) return;
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && crashes[0]! < now - CRASH_LIMIT.withinMs) crashes.shift();
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (crashes.length > CRASH_LIMIT.crashes) {
      console.error(
        `Server processes stopped unexpectedly ${crashes.length} times within ` +
          `${CRASH_LIMIT.withinMs / 1000} s (the last: ${how}); giving up. See the messages above.`,
      );
      void stopAll('too many crashes', 1);
      return;
    }
    console.error(`A server process stopped unexpectedly (${how}); starting another.`);
    setTimeout(() => {
      if (!stopping) fork();
    }, REPLACE_DELAY_MS);
  });

  const rollingRestart = async () => {
    if (rolling || stopping) return;
    rolling = true;
    const old = [...workers.values()];
    console.log(`Restarting ${old.length} server processes one at a time...`);
    try {
      for (const tracked of old) {
        if (stopping) break;
        if (!workers.has(tracked.worker.id)) continue;
        const next = fork();
        await listeningOrExit(next);
        tracked.replaced = true;
        await stopWorker(tracked.worker);
      }
      if (!stopping) console.log('Every server process was replaced.');
    } catch (error) {
      console.error(`The rolling restart stopped: ${(error as Error).message}`);
    } finally {
      rolling = false;
    }
  };

  process.on('SIGINT', () => void stopAll('SIGINT', 0));
  process.on('SIGTERM', () => void stopAll('SIGTERM', 0));
  process.on('SIGHUP', () => void rollingRestart());
  // Started by `npm start` over an IPC channel: stop when that parent is gone.
  if (process.connected) process.on('disconnect', () => void stopAll('parent exited', 0));

  const first = Array.from({ length: config.workers }, fork);
  try {
    await Promise.all(first.map(listeningOrExit));
  } catch (error) {
    console.error(`The shop could not start: ${(error as Error).message}`);
    await stopAll('a process could not start', 1);
    return;
  }
  recordShopAddress(config);
  console.log(
    `\nThe shop is running at ${config.publicUrl} with ${config.workers} server processes on PostgreSQL. ` +
      'Press Ctrl-C to stop.',
  );
  console.log(`Rolling restart: kill -HUP ${process.pid} (each process is replaced in turn).\n`);
}

function isDraining(message: unknown): boolean {
  return (message as { shop?: unknown } | null)?.shop === DRAINING_MESSAGE.shop;
}

function listeningOrExit(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onListening = () => {
      worker.off('exit', onExit);
      resolve();
    };
    const onExit = (code: number | null, signal: string | null) => {
      worker.off('listening', onListening);
      reject(new Error(`a server process stopped before it listened (${signal ?? `exit code ${code}`})`));
    };
    worker.once('listening', onListening);
    worker.once('exit', onExit);
  });
}

/** SIGTERM (the worker drains, finishes its requests and closes), SIGKILL after `waitMs`. */
function stopOne(worker: Worker, waitMs: number): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => worker.process.kill('SIGKILL'), waitMs);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.process.kill('SIGTERM');
  });
}

/** In a worker: tell the primary this process is stopping, so it starts another at once. */
export function announceDraining(): void {
  if (cluster.isWorker && process.connected) process.send?.(DRAINING_MESSAGE);
}
