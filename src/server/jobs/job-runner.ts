import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/client';
import type { JobRow } from '../db/schema';
import { mapWithConcurrency } from '../lib/concurrency';
import { DEFAULT_RETRY_POLICY, nextRetry, type RetryPolicy } from './backoff';
import { enqueueJobs, JobStore, type NewJob } from './job-store';

export interface JobLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** A claimed job as its handler sees it. */
export interface RunningJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** This run's number: 1 the first time. */
  attempt: number;
  /**
   * Aborted when the run's time is up (`timeoutMs`) or its runner stops: the handler stops its work and
   * writes nothing more. Whatever it answers after that is a failed attempt, and the job runs again only
   * once this run has returned.
   */
  signal: AbortSignal;
}

/** How one kind of job runs. */
export interface JobHandler {
  kind: string;
  /** Does the work; a throw is a failed attempt (retried with backoff, then given up). Honours `job.signal`. */
  run(job: RunningJob): Promise<void>;
  retry?: RetryPolicy;
  /** A run that takes longer is aborted and counts as failed (default 2 minutes; kept below the lease). */
  timeoutMs?: number;
  /** A periodic job: one pending turn at a time among every process, the next queued when one ends. */
  everyMs?: number;
}

export interface JobRunnerOptions {
  db: Database;
  /** The kinds it runs (more can be added with `register` before `start`). */
  handlers?: readonly JobHandler[];
  log: JobLog;
  /** How often it looks for due jobs when nothing wakes it. */
  intervalMs: number;
  /** Jobs claimed at once (default 10). */
  batchSize?: number;
  /** Jobs of a batch run at once (default 4: most jobs wait on the network, as mail does). */
  concurrency?: number;
  /** How long a claimed job is this runner's before another may run it (default 5 minutes). */
  leaseMs?: number;
  /** How long `stop()` waits for the jobs in hand (default 5 s). */
  stopWaitMs?: number;
  /** Names this runner in `locked_by` (default host, process and a random part). */
  id?: string;
}

const DEFAULT_TIMEOUT_MS = 2 * 60_000;
const ADDRESS = /[^\s<>@"',;:]+@[^\s<>@"',;:]+/g;

/** What a failure says, without any address (for the log and `last_error`). */
export function describeJobError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const text = `${typeof code === 'string' ? `${code}: ` : ''}${message}`.replace(ADDRESS, '<address>');
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}

/** Why a job's signal was aborted when its time was up. */
export class JobTimeoutError extends Error {
  constructor(kind: string, ms: number) {
    super(`${kind} did not finish in ${ms} ms`);
    this.name = 'JobTimeoutError';
  }
}

/**
 * Rejects with the signal's reason once it is aborted, else settles as `work` does: for a handler whose
 * work cannot itself be cancelled (a mail being sent), so the handler returns when told to stop.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, aborted]).finally(() => signal.removeEventListener('abort', onAbort!));
}

/**
 * Runs a handler with its time limit. When the time is up the handler's signal is aborted and the run is
 * waited for all the same: the attempt is recorded (and the job retried) only once the handler has
 * stopped, and a result it gives after its time counts as a failure. A handler that ignores its signal
 * keeps its job (and this runner's slot) until it returns or its lease ends.
 */
async function runInTime(
  run: (signal: AbortSignal) => Promise<void>,
  ms: number,
  kind: string,
  controller: AbortController,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const work = Promise.resolve().then(() => run(controller.signal));
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), ms);
    timer.unref();
  });
  const first = await Promise.race([work.then(() => 'finished' as const), timedOut]).finally(() =>
    clearTimeout(timer),
  );
  if (first === 'finished') return;
  const timeout = new JobTimeoutError(kind, ms);
  controller.abort(timeout);
  await work.catch(() => {});
  throw timeout;
}

/**
 * Runs the queue's jobs in this process: it wakes every `intervalMs`, and at once when jobs are queued
 * (`kick`, or NOTIFY jobs from any process), claims a small batch of due jobs of the kinds it handles and
 * runs them. A failure is retried with exponential backoff and given up after the last attempt. Several
 * runners (one per process) share the queue and run each job once: see `JobStore.claim`.
 */
export class JobRunner {
  readonly id: string;
  private readonly store: JobStore;
  private readonly handlers: Map<string, JobHandler>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** `stop()` was called: the run in hand ends after the jobs started (`drain()` alone runs to the end). */
  private stopping = false;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  /** The signals of the runs in hand, aborted when a stop has waited long enough. */
  private readonly inHand = new Set<AbortController>();

  constructor(private readonly options: JobRunnerOptions) {
    this.id = options.id ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.store = new JobStore(options.db);
    this.handlers = new Map((options.handlers ?? []).map((handler) => [handler.kind, handler]));
    this.batchSize = options.batchSize ?? 10;
    this.concurrency = options.concurrency ?? 4;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
  }

  /** Runs jobs of this kind from now on (its module gives the handler). */
  register(handler: JobHandler): void {
    this.handlers.set(handler.kind, handler);
  }

  /** Queues each periodic job's first turn (unless one is pending), starts the timer, runs what is due. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    const periodic = [...this.handlers.values()].filter((handler) => handler.everyMs);
    if (periodic.length > 0) {
      await enqueueJobs(
        this.options.db,
        periodic.map((handler) => ({ kind: handler.kind, uniqueKey: handler.kind })),
      ).catch((error: unknown) =>
        this.options.log.error({ error: describeJobError(error) }, 'jobs: could not queue periodic jobs'),
      );
    }
    void this.drain();
  }

  /** Jobs were queued: look now (what is not committed yet is found by the next wake-up). */
  kick(): void {
    if (!this.stopped) void this.drain();
  }

  /**
   * Stops the timer and waits for the jobs in hand, at most `waitMs` (a job that hangs must not hold
   * the shutdown: a job left claimed runs again when its lease ends).
   */
  async stop(waitMs = this.options.stopWaitMs ?? 5_000): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.running) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
    // Runs still going are told to stop; each is recorded when it returns (while the database is open).
    for (const controller of this.inHand) controller.abort(new Error('the job runner is stopping'));
  }

  /**
   * Runs every due job, batch after batch; resolves when nothing it handles is due. A call during a run
   * makes that run look once more, and resolves with it.
   */
  drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.run().finally(() => {
      this.running = undefined;
      // A kick that came as the run ended: look once more rather than wait for the timer.
      if (this.again && !this.stopped) void this.drain();
      else this.schedule();
    });
    return this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.drain(), this.options.intervalMs);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      let batch: JobRow[];
      try {
        batch = await this.store.claim(this.id, [...this.handlers.keys()], this.batchSize, this.leaseMs);
      } catch (error) {
        this.options.log.error({ error: describeJobError(error) }, 'jobs: could not read due jobs');
        return;
      }
      await mapWithConcurrency(batch, this.concurrency, async (job) => {
        // Stopping: the jobs not started yet go back at once rather than wait for their lease.
        if (this.stopping) await this.store.release(job).catch(() => {});
        else await this.execute(job);
      });
      if (batch.length === this.batchSize) this.again = true;
    } while (this.again && !this.stopping);
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const { log } = this.options;
    const next: NewJob | undefined = handler.everyMs
      ? { kind: handler.kind, uniqueKey: handler.kind, delayMs: handler.everyMs }
      : undefined;
    const record = (work: Promise<void>) =>
      work.catch((failure: unknown) =>
        log.error(
          { jobId: job.id, kind: job.kind, error: describeJobError(failure) },
          'jobs: could not record',
        ),
      );
    const controller = new AbortController();
    this.inHand.add(controller);
    try {
      await runInTime(
        (signal) =>
          handler.run({ id: job.id, kind: job.kind, payload: job.payload, attempt: job.attempts, signal }),
        handler.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        job.kind,
        controller,
      );
    } catch (error) {
      const retryInMs = nextRetry(job.attempts, handler.retry ?? DEFAULT_RETRY_POLICY);
      const reason = describeJobError(error);
      // The id, kind, attempt and reason; never the payload (addresses, bodies).
      log.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, retryInMs, error: reason },
        retryInMs === null ? 'job given up after its last attempt' : 'job failed; will retry',
      );
      await record(this.store.fail(job, reason, retryInMs, next));
      return;
    } finally {
      this.inHand.delete(controller);
    }
    await record(this.store.complete(job, next));
  }
}
