import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs, type JobRow } from '../db/schema';
import type { Transaction } from '../db/transaction';

/** The channel a commit of new jobs is announced on (PostgreSQL: every process's runner hears it). */
export const JOBS_CHANNEL = 'jobs';

/** A job to queue. */
export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** While a pending job has this key, queueing another with it does nothing. */
  uniqueKey?: string;
  /** Not run before this many milliseconds from now (default: at once). */
  delayMs?: number;
}

const fromNow = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

function rowOf(job: NewJob) {
  return {
    id: randomUUID(),
    kind: job.kind,
    payload: job.payload ?? {},
    uniqueKey: job.uniqueKey ?? null,
    runAt: job.delayMs ? fromNow(job.delayMs) : sql`now()`,
  };
}

/**
 * Queues jobs in the caller's transaction, so they commit or roll back with what asked for them. A job
 * whose key a pending job already has is left out. The NOTIFY is delivered at commit, and only then.
 * Answers how many were queued.
 */
export async function enqueueJobs(tx: Transaction, list: readonly NewJob[]): Promise<number> {
  if (list.length === 0) return 0;
  const inserted = await tx
    .insert(jobs)
    .values(list.map(rowOf))
    .onConflictDoNothing({ target: jobs.uniqueKey, where: sql`${jobs.status} = 'pending'` })
    .returning({ id: jobs.id });
  if (inserted.length > 0) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return inserted.length;
}

/**
 * One claim of a job, as `claim` answered it: the runner that took it and the attempt it counted. Every
 * claim counts an attempt, so a later claim of the same job (by another runner once this one's lease ran
 * out, or by this one again) no longer matches, and this claim's outcome is then recorded nowhere.
 */
export type JobClaim = Pick<JobRow, 'id' | 'lockedBy' | 'attempts'>;

/** The row while `claim` still holds it. */
function held(claim: JobClaim) {
  return and(
    eq(jobs.id, claim.id),
    eq(jobs.status, 'pending'),
    claim.lockedBy === null ? isNull(jobs.lockedBy) : eq(jobs.lockedBy, claim.lockedBy),
    eq(jobs.attempts, claim.attempts),
  );
}

/** The SQL of the runner: claims with a lease, and the outcome of each run. */
export class JobStore {
  constructor(private readonly db: Database) {}

  /**
   * Takes up to `limit` due jobs of these kinds for runner `runnerId`, in one statement: the attempt is
   * counted and the job leased for `leaseMs`. Rows another runner is claiming are skipped (SKIP LOCKED)
   * and a leased row is not due again until its lease ends, so N runners never run one job twice (unless
   * one dies mid-run: the job then runs again when its lease ends).
   */
  async claim(runnerId: string, kinds: readonly string[], limit: number, leaseMs: number): Promise<JobRow[]> {
    if (kinds.length === 0) return [];
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'pending'),
          lte(jobs.runAt, sql`now()`),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
          inArray(jobs.kind, [...kinds]),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} + 1`, lockedBy: runnerId, lockedUntil: fromNow(leaseMs) })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /** The job ran: done, and a periodic job's next turn queued in the same transaction. Only under `claim`. */
  async complete(claim: JobClaim, next?: NewJob): Promise<void> {
    const done = (db: Database) =>
      db
        .update(jobs)
        .set({ status: 'done', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
        .where(held(claim))
        .returning({ id: jobs.id });
    if (!next) {
      await done(this.db);
      return;
    }
    await this.db.transaction(async (tx) => {
      if ((await done(tx as unknown as Database)).length > 0)
        await enqueueJobs(tx as unknown as Transaction, [next]);
    });
  }

  /**
   * The run failed: tried again after `retryInMs`, or given up (failed) when it is null, with a periodic
   * job's next turn. Only under `claim`.
   */
  async fail(claim: JobClaim, error: string, retryInMs: number | null, next?: NewJob): Promise<void> {
    await this.db.transaction(async (tx) => {
      const failed = await tx
        .update(jobs)
        .set(
          retryInMs === null
            ? {
                status: 'failed',
                lastError: error,
                finishedAt: sql`now()`,
                lockedBy: null,
                lockedUntil: null,
              }
            : { lastError: error, runAt: fromNow(retryInMs), lockedBy: null, lockedUntil: null },
        )
        .where(held(claim))
        .returning({ id: jobs.id });
      if (failed.length > 0 && retryInMs === null && next)
        await enqueueJobs(tx as unknown as Transaction, [next]);
    });
  }

  /** Lets a claimed job go at once (the runner stops before starting it); the attempt is not counted. */
  async release(claim: JobClaim): Promise<void> {
    await this.db
      .update(jobs)
      .set({ attempts: sql`greatest(${jobs.attempts} - 1, 0)`, lockedBy: null, lockedUntil: null })
      .where(held(claim));
  }

  /** Deletes done jobs finished more than `olderThanMs` ago; answers how many. */
  async pruneDone(olderThanMs: number): Promise<number> {
    const deleted = await this.db
      .delete(jobs)
      .where(and(eq(jobs.status, 'done'), lte(jobs.finishedAt, fromNow(-olderThanMs))))
      .returning({ id: jobs.id });
    return deleted.length;
  }
}
