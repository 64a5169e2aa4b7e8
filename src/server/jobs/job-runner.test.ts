import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { enqueueJobs, JobRunner, JobStore, type JobHandler, type JobLog } from './index';

let database: TestDatabase;
/** A second connection pool to the same database on PostgreSQL, as another process has (PGlite: the same). */
let other: DatabaseHandle;

const quiet: JobLog = { info: () => {}, warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  database = await createTestDatabase();
  other = database.url ? await openDatabase({ databaseUrl: database.url }) : database.handle;
});
afterAll(async () => {
  if (other && other !== database.handle) await other.close();
  await database?.cleanup();
});
beforeEach(async () => {
  await database.handle.db.delete(jobs);
});

const rowsOf = (kind: string) =>
  database.handle.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.createdAt);

function runner(
  handle: DatabaseHandle,
  handlers: JobHandler[],
  options: { batchSize?: number; concurrency?: number } = {},
) {
  return new JobRunner({ db: handle.db, handlers, log: quiet, intervalMs: 50, ...options });
}

describe('the job queue', () => {
  it('runs 200 jobs exactly once each with two runners on one database', async () => {
    const ids = Array.from({ length: 200 }, (_, i) => `job-${i}`);
    await enqueueJobs(
      database.handle.db,
      ids.map((id) => ({ kind: 'count', payload: { id } })),
    );
    const runs = new Map<string, string[]>();
    const handler = (name: string): JobHandler => ({
      kind: 'count',
      run: async (job) => {
        const id = String(job.payload.id);
        runs.set(id, [...(runs.get(id) ?? []), name]);
        await sleep(1);
      },
    });
    const first = runner(database.handle, [handler('first')], { batchSize: 5 });
    const second = runner(other, [handler('second')], { batchSize: 5 });
    const started = performance.now();
    await Promise.all([first.start(), second.start()]);
    const deadline = Date.now() + 60_000;
    while ((await rowsOf('count')).some((row) => row.status !== 'done') && Date.now() < deadline)
      await sleep(50);
    const ms = performance.now() - started;
    await Promise.all([first.stop(), second.stop()]);

    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    const twice = [...runs.entries()].filter(([, by]) => by.length !== 1);
    expect(twice).toEqual([]);
    const rows = await rowsOf('count');
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1 && row.finishedAt)).toBe(true);
    const byRunner = (name: string) => [...runs.values()].filter((by) => by[0] === name).length;
    console.log(
      `200 jobs, two runners (${database.url ? 'PostgreSQL' : 'PGlite'}): ${Math.round(ms)} ms; ` +
        `first ran ${byRunner('first')}, second ${byRunner('second')}`,
    );
  });

  it('retries a failed job with growing waits, then gives it up after its last attempt', async () => {
    const times: number[] = [];
    const flaky: JobHandler = {
      kind: 'flaky',
      retry: { retryBaseMs: 200, retryMaxMs: 400, maxAttempts: 4 },
      run: async (job) => {
        times.push(Date.now());
        if (job.attempt < 3) throw new Error(`attempt ${job.attempt} failed for ops@example.com`);
      },
    };
    const doomed: JobHandler = {
      kind: 'doomed',
      retry: { retryBaseMs: 10, retryMaxMs: 10, maxAttempts: 3 },
      run: async () => {
        throw new Error('never works');
      },
    };
    await enqueueJobs(database.handle.db, [{ kind: 'flaky' }, { kind: 'doomed' }]);
    const jobsRunner = runner(database.handle, [flaky, doomed]);
    await jobsRunner.start();
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const [flakyRow] = await rowsOf('flaky');
      const [doomedRow] = await rowsOf('doomed');
      if (flakyRow?.status === 'done' && doomedRow?.status === 'failed') break;
      await sleep(25);
    }
    await jobsRunner.stop();

    const [flakyRow] = await rowsOf('flaky');
    expect(flakyRow).toMatchObject({ status: 'done', attempts: 3, lockedBy: null });
    // The error of the last failed attempt, without the address.
    expect(flakyRow!.lastError).toBe('attempt 2 failed for <address>');
    expect(times).toHaveLength(3);
    // 200 ms after the first failure, then 400 ms after the second (the timer may fire a little late).
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(190);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(390);
    const [doomedRow] = await rowsOf('doomed');
    expect(doomedRow).toMatchObject({ status: 'failed', attempts: 3, lastError: 'never works' });
    expect(doomedRow!.finishedAt).not.toBeNull();
  });

  it('runs again a job whose runner died, once its lease ends', async () => {
    await enqueueJobs(database.handle.db, [{ kind: 'orphan', payload: { n: 1 } }]);
    // A process claims the job, then dies before finishing it: nothing ever records its outcome.
    const claimed = await new JobStore(other.db).claim('dead-process', ['orphan'], 10, 1_000);
    expect(claimed).toHaveLength(1);

    const runs: number[] = [];
    const survivor = runner(database.handle, [
      { kind: 'orphan', run: async (job) => void runs.push(job.attempt) },
    ]);
    await survivor.drain();
    expect(runs).toEqual([]); // still leased by the dead process
    await sleep(1_100);
    await survivor.drain();
    expect(runs).toEqual([2]);
    const [row] = await rowsOf('orphan');
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('keeps one pending job per key, and one turn of a periodic job among several runners', async () => {
    const queued = await enqueueJobs(database.handle.db, [
      { kind: 'export', uniqueKey: 'export:products' },
      { kind: 'export', uniqueKey: 'export:products' },
    ]);
    expect(queued).toBe(1);
    expect(await enqueueJobs(database.handle.db, [{ kind: 'export', uniqueKey: 'export:products' }])).toBe(0);

    let turns = 0;
    const periodic = (): JobHandler => ({ kind: 'tick', everyMs: 60_000, run: async () => void turns++ });
    const first = runner(database.handle, [periodic()]);
    const second = runner(other, [periodic()]);
    await Promise.all([first.start(), second.start()]);
    await Promise.all([first.drain(), second.drain()]);
    await Promise.all([first.stop(), second.stop()]);
    expect(turns).toBe(1);
    const rows = await rowsOf('tick');
    expect(rows.map((row) => row.status)).toEqual(['done', 'pending']);
    // The next turn waits its interval.
    const next = rows[1]!;
    expect(next.runAt.getTime() - rows[0]!.finishedAt!.getTime()).toBeGreaterThan(59_000);
    const pending = await database.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.kind, 'tick'), eq(jobs.status, 'pending')));
    expect(Number(pending[0]!.n)).toBe(1);
  });

  it('stops a job that runs past its time before running it again', async () => {
    const events: string[] = [];
    const hangs: JobHandler = {
      kind: 'hangs',
      timeoutMs: 200,
      retry: { retryBaseMs: 10, retryMaxMs: 10, maxAttempts: 3 },
      run: async (job) => {
        events.push(`start ${job.attempt}`);
        if (job.attempt === 1) {
          // Works until told to stop (3 s at most).
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 3_000);
            job.signal.addEventListener('abort', () => {
              clearTimeout(timer);
              resolve();
            });
          });
          events.push(`stopped 1 (${job.signal.aborted ? 'aborted' : 'not aborted'})`);
          job.signal.throwIfAborted();
        }
        events.push(`end ${job.attempt}`);
      },
    };
    await enqueueJobs(database.handle.db, [{ kind: 'hangs' }]);
    const jobsRunner = runner(database.handle, [hangs]);
    await jobsRunner.start();
    const deadline = Date.now() + 10_000;
    while ((await rowsOf('hangs'))[0]?.status !== 'done' && Date.now() < deadline) await sleep(25);
    await jobsRunner.stop();
    expect(events).toEqual(['start 1', 'stopped 1 (aborted)', 'start 2', 'end 2']);
    const [row] = await rowsOf('hangs');
    expect(row).toMatchObject({ status: 'done', attempts: 2, lastError: 'hangs did not finish in 200 ms' });
  });

  it('waits for a timed-out handler that ignores its signal, and never records its late result', async () => {
    const events: string[] = [];
    const ignoring = (kind: string, maxAttempts: number): JobHandler => ({
      kind,
      timeoutMs: 200,
      retry: { retryBaseMs: 10, retryMaxMs: 10, maxAttempts },
      run: async (job) => {
        events.push(`${kind} start ${job.attempt}`);
        if (job.attempt === 1) await sleep(600);
        events.push(`${kind} end ${job.attempt}`);
      },
    });
    await enqueueJobs(database.handle.db, [{ kind: 'retried' }]);
    await enqueueJobs(database.handle.db, [{ kind: 'once' }]);
    const jobsRunner = runner(database.handle, [ignoring('retried', 2), ignoring('once', 1)]);
    await jobsRunner.start();
    const deadline = Date.now() + 10_000;
    while ((await rowsOf('retried'))[0]?.status !== 'done' && Date.now() < deadline) await sleep(25);
    await sleep(700); // the attempt of `once` has returned by now
    await jobsRunner.stop();
    // The second attempt starts only once the first has returned.
    const retried = events.filter((event) => event.startsWith('retried'));
    expect(retried).toEqual(['retried start 1', 'retried end 1', 'retried start 2', 'retried end 2']);
    expect((await rowsOf('retried'))[0]).toMatchObject({ status: 'done', attempts: 2 });
    // Its run returned without an error after its time was up: still a failed attempt, not done.
    expect(events.filter((event) => event.startsWith('once'))).toEqual(['once start 1', 'once end 1']);
    expect((await rowsOf('once'))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'once did not finish in 200 ms',
    });
  });

  it('leaves a job alone when a runner whose lease ran out finishes after another runner claimed it', async () => {
    await enqueueJobs(database.handle.db, [
      { kind: 'late-done', payload: { n: 1 } },
      { kind: 'late-failed', payload: { n: 2 } },
    ]);
    let claimedAgain!: () => void;
    const secondClaim = new Promise<void>((resolve) => (claimedAgain = resolve));
    let letSecondFinish!: () => void;
    const secondMayFinish = new Promise<void>((resolve) => (letSecondFinish = resolve));
    const finishedLate: string[] = [];
    // Runner A's lease is 300 ms; its handlers go on until B holds both jobs, then succeed or fail.
    const first = new JobRunner({
      db: database.handle.db,
      log: quiet,
      intervalMs: 60_000,
      leaseMs: 300,
      id: 'runner-a',
      handlers: ['late-done', 'late-failed'].map((kind) => ({
        kind,
        timeoutMs: 10_000,
        retry: { retryBaseMs: 10, retryMaxMs: 10, maxAttempts: 1 },
        run: async () => {
          await secondClaim;
          finishedLate.push(kind);
          if (kind === 'late-failed') throw new Error('late failure');
        },
      })),
    });
    let claims = 0;
    const second = new JobRunner({
      db: other.db,
      log: quiet,
      intervalMs: 60_000,
      id: 'runner-b',
      handlers: ['late-done', 'late-failed'].map((kind) => ({
        kind,
        run: async () => {
          if (++claims === 2) claimedAgain();
          await secondMayFinish;
        },
      })),
    });
    const firstRun = first.drain();
    await sleep(400);
    const secondRun = second.drain();
    await firstRun;
    expect(finishedLate.sort()).toEqual(['late-done', 'late-failed']);
    // A's finish and failure changed nothing: both jobs are B's, pending, on their second attempt.
    for (const kind of ['late-done', 'late-failed']) {
      const [row] = await rowsOf(kind);
      expect(row).toMatchObject({ status: 'pending', attempts: 2, lockedBy: 'runner-b', lastError: null });
      expect(row!.finishedAt).toBeNull();
    }
    letSecondFinish();
    await secondRun;
    for (const kind of ['late-done', 'late-failed'])
      expect((await rowsOf(kind))[0]).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
  });

  it('ignores the finish of an earlier claim once the same runner claimed the job again', async () => {
    await enqueueJobs(database.handle.db, [{ kind: 'reclaimed' }]);
    const store = new JobStore(database.handle.db);
    const [earlier] = await store.claim('runner-a', ['reclaimed'], 10, 200);
    await sleep(250);
    const [later] = await store.claim('runner-a', ['reclaimed'], 10, 60_000);
    expect(later).toMatchObject({ id: earlier!.id, attempts: 2 });
    await store.complete(earlier!);
    await store.fail(earlier!, 'late failure', null);
    expect((await rowsOf('reclaimed'))[0]).toMatchObject({ status: 'pending', attempts: 2, lastError: null });
    await store.complete(later!);
    expect((await rowsOf('reclaimed'))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('stops after the jobs in hand and gives back the others, which the next process runs', async () => {
    await enqueueJobs(
      database.handle.db,
      Array.from({ length: 6 }, (_, i) => ({ kind: 'slow', payload: { i } })),
    );
    const done: number[] = [];
    const slow = runner(
      database.handle,
      [
        {
          kind: 'slow',
          run: async (job) => {
            await sleep(300);
            done.push(Number(job.payload.i));
          },
        },
      ],
      { batchSize: 6, concurrency: 2 },
    );
    await slow.start();
    await sleep(100);
    await slow.stop();
    // The two jobs it had started (two at a time) finished; the others are free for the next runner.
    expect(done).toHaveLength(2);
    const rows = await rowsOf('slow');
    expect(rows.filter((row) => row.status === 'done')).toHaveLength(2);
    const left = rows.filter((row) => row.status === 'pending');
    expect(left).toHaveLength(4);
    expect(left.every((row) => row.lockedBy === null && row.attempts === 0)).toBe(true);

    // The process that starts next (another pool on PostgreSQL) runs them at once, each once.
    const next = runner(other, [{ kind: 'slow', run: async (job) => void done.push(Number(job.payload.i)) }]);
    await next.drain();
    expect([...done].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect((await rowsOf('slow')).every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });
});
