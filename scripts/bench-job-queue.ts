// npx tsx scripts/bench-job-queue.ts [--count 1000]: the shop's own job queue (src/server/jobs, decision 030)
// beside pg-boss (decision 047), each in a process of its own: `count` no-op jobs queued, then run by one
// runner and by two (two connection pools on PostgreSQL, as two processes have; one PGlite handle shared on
// PGlite, which is one process). Prints jobs per second, the queueing time, pg-boss's first start (its schema
// and migrations) and a later start, and each process's peak memory. Embedded PGlite in a temporary
// folder, and, with DATABASE_URL, scratch databases on that server, dropped afterwards. pg-boss is not a
// dependency of the shop: it is loaded from PG_BOSS_MODULE (a path to its dist/index.js) or `pg-boss` when
// installed (`npm install --no-save pg-boss@12`; it needs Node >= 22.12), else its rows are left out.
// Prints figures, asserts nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { enqueueJobs, JobRunner, type JobHandler } from '../src/server/jobs';
import { withName } from '../src/server/test/global-setup';
import { adminUrl, dropDatabase, withDatabase } from '../src/server/test/postgres-admin';
import { benchOption } from './lib/bench-data';

const COUNT = benchOption('count', 1_000);
const MIGRATIONS = path.join(process.cwd(), 'drizzle');
const url = process.env.DATABASE_URL || undefined;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

interface Figures {
  queue: 'shop' | 'pg-boss';
  database: 'PGlite' | 'PostgreSQL';
  runners: number;
  firstStartMs?: number;
  laterStartMs?: number;
  queueMs: number;
  runMs: number;
  /** Jobs whose handler ran more than once (0: each ran exactly once). */
  twice: number;
  /** The process's peak resident memory (the database open in it, on PGlite). */
  peakRssMb: number;
}

/** Resolves when every job of `count` ran; counts the jobs that ran more than once. */
function counter(count: number) {
  const seen = new Set<number>();
  let twice = 0;
  let done!: () => void;
  const all = new Promise<void>((resolve) => (done = resolve));
  return {
    all,
    twice: () => twice,
    hit: (n: number) => {
      if (seen.has(n)) twice++;
      seen.add(n);
      if (seen.size === count) done();
    },
  };
}

async function scratchDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  await withDatabase(adminUrl(url!), (client) => client.query(`create database "${name}"`));
  return { url: withName(url!, name), drop: () => dropDatabase(url!, name) };
}

async function shop(database: Figures['database'], runners: number): Promise<Figures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-job-queue-'));
  const scratch =
    database === 'PostgreSQL' ? await scratchDatabase(`bench_jobs_shop_${process.pid}`) : undefined;
  const handles: DatabaseHandle[] = [];
  try {
    const open = () =>
      scratch
        ? openDatabase({ databaseUrl: scratch.url })
        : openDatabase({ pgliteDir: path.join(dir, 'db') });
    const first = await open();
    handles.push(first);
    await first.migrate(MIGRATIONS);
    if (runners > 1) handles.push(scratch ? await open() : first);
    let started = performance.now();
    for (let i = 0; i < COUNT; i += 500) {
      const chunk = Array.from({ length: Math.min(500, COUNT - i) }, (_, n) => ({
        kind: 'noop',
        payload: { n: i + n },
      }));
      await enqueueJobs(first.db, chunk);
    }
    const queueMs = performance.now() - started;
    const ran = counter(COUNT);
    const handler: JobHandler = { kind: 'noop', run: async (job) => ran.hit(Number(job.payload.n)) };
    const list = handles.map(
      (handle) => new JobRunner({ db: handle.db, handlers: [handler], log: quiet, intervalMs: 500 }),
    );
    started = performance.now();
    await Promise.all(list.map((runner) => runner.start()));
    await ran.all;
    const runMs = performance.now() - started;
    await Promise.all(list.map((runner) => runner.stop()));
    await sleep(1_000); // a job run twice would show by now
    return {
      queue: 'shop',
      database,
      runners,
      queueMs,
      runMs,
      twice: ran.twice(),
      peakRssMb: peakRssMb(),
    };
  } finally {
    for (const handle of new Set(handles)) await handle.close();
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

type Boss = {
  start(): Promise<unknown>;
  stop(options?: object): Promise<void>;
  on(event: string, listener: (error: unknown) => void): void;
  createQueue(name: string, options?: object): Promise<void>;
  insert(name: string, jobs: object[]): Promise<unknown>;
  work(name: string, options: object, handler: (jobs: object[]) => Promise<void>): Promise<string>;
};

async function pgBoss(database: Figures['database'], runners: number): Promise<Figures> {
  const module = (await import(
    process.env.PG_BOSS_MODULE ? pathToFileURL(process.env.PG_BOSS_MODULE).href : 'pg-boss'
  )) as { PgBoss: new (options: object) => Boss; fromPglite: (pglite: PGlite) => object };
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-job-queue-'));
  const scratch =
    database === 'PostgreSQL' ? await scratchDatabase(`bench_jobs_boss_${process.pid}`) : undefined;
  let pglite: PGlite | undefined;
  const bosses: Boss[] = [];
  try {
    if (!scratch) pglite = await PGlite.create(path.join(dir, 'db'));
    const options = () =>
      scratch
        ? { connectionString: scratch.url, schedule: false }
        : { db: module.fromPglite(pglite!), backend: 'pglite', schedule: false };
    const startOne = async () => {
      const boss = new module.PgBoss(options());
      boss.on('error', (error) => console.error('pg-boss:', error));
      await boss.start();
      bosses.push(boss);
      return boss;
    };
    let started = performance.now();
    const first = await startOne();
    const firstStartMs = performance.now() - started;
    started = performance.now();
    if (runners > 1) await startOne();
    const laterStartMs = runners > 1 ? performance.now() - started : undefined;
    await first.createQueue('noop', {
      retryLimit: 19,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 150,
    });
    started = performance.now();
    for (let i = 0; i < COUNT; i += 500) {
      const chunk = Array.from({ length: Math.min(500, COUNT - i) }, (_, n) => ({ data: { n: i + n } }));
      await first.insert('noop', chunk);
    }
    const queueMs = performance.now() - started;
    const ran = counter(COUNT);
    started = performance.now();
    // As the shop's runner: 10 claimed at once, fetching again at once while batches come back full.
    await Promise.all(
      bosses.map((boss) =>
        boss.work(
          'noop',
          { batchSize: 10, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true },
          async (jobs) => {
            for (const job of jobs as { data: { n: number } }[]) ran.hit(job.data.n);
          },
        ),
      ),
    );
    await ran.all;
    const runMs = performance.now() - started;
    await sleep(1_000);
    return {
      queue: 'pg-boss',
      twice: ran.twice(),
      database,
      runners,
      firstStartMs,
      laterStartMs,
      queueMs,
      runMs,
      peakRssMb: peakRssMb(),
    };
  } finally {
    for (const boss of bosses) await boss.stop({ graceful: true, timeout: 5_000 }).catch(() => {});
    await pglite?.close();
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function child(queue: string, database: Figures['database'], runners: number) {
  const figures = queue === 'shop' ? await shop(database, runners) : await pgBoss(database, runners);
  console.log(`FIGURES ${JSON.stringify(figures)}`);
}

function bossAvailable(): boolean {
  if (process.env.PG_BOSS_MODULE) return true;
  try {
    import.meta.resolve('pg-boss');
    return true;
  } catch {
    return false;
  }
}

function main() {
  const databases: Figures['database'][] = url ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
  const queues = bossAvailable() ? ['shop', 'pg-boss'] : ['shop'];
  if (queues.length === 1) console.log('pg-boss is not installed: only the shop queue is measured.');
  const script = path.join('scripts', 'bench-job-queue.ts');
  const rows: Figures[] = [];
  for (const database of databases)
    for (const queue of queues)
      for (const runners of [1, 2]) {
        const result = spawnSync(
          process.execPath,
          ['--import', 'tsx', script, '--child', queue, database, String(runners), '--count', String(COUNT)],
          { encoding: 'utf8', env: process.env },
        );
        const line = result.stdout.split('\n').find((text) => text.startsWith('FIGURES '));
        if (!line) {
          console.error(`${queue} on ${database} (${runners}) failed:\n${result.stdout}\n${result.stderr}`);
          continue;
        }
        rows.push(JSON.parse(line.slice('FIGURES '.length)) as Figures);
      }
  const ms = (value?: number) => (value === undefined ? '-' : `${Math.round(value)} ms`);
  console.log(`\n${COUNT} no-op jobs, Node ${process.version}\n`);
  console.log(
    '| queue   | database   | runners | first start | later start | queue jobs | run jobs | jobs/s | ran twice | peak RSS |',
  );
  console.log(
    '| ------- | ---------- | ------- | ----------- | ----------- | ---------- | -------- | ------ | --------- | ---------- |',
  );
  for (const row of rows)
    console.log(
      `| ${row.queue.padEnd(7)} | ${row.database.padEnd(10)} | ${String(row.runners).padEnd(7)} | ` +
        `${ms(row.firstStartMs).padEnd(11)} | ${ms(row.laterStartMs).padEnd(11)} | ${ms(row.queueMs).padEnd(10)} | ` +
        `${ms(row.runMs).padEnd(8)} | ${String(Math.round((COUNT / row.runMs) * 1000)).padEnd(6)} | ${String(row.twice).padEnd(9)} | ${row.peakRssMb} MB |`,
    );
}

const at = process.argv.indexOf('--child');
if (at >= 0) {
  const [queue, database, runners] = process.argv.slice(at + 1, at + 4);
  child(queue!, database as Figures['database'], Number(runners)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else main();
