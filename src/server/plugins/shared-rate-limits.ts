import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { addHits, sweepRateLimits, type LimitCount } from '../db/rate-limit-counts';

/** What @fastify/rate-limit asks of a store (its types name only `incr` and `child`). */
interface RateLimitStore {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: { routeInfo?: { method?: unknown; url?: unknown }; max?: unknown }): RateLimitStore;
}

/**
 * A limit this high per window is a busy one (the session reads under /api/auth, on every page): it is counted
 * in batches. Every lower limit guards a route that hashes a password, sends mail or writes rows anyway, and
 * is counted exactly, one statement per request.
 */
export const BATCHED_FROM_MAX = 100;

export interface SharedRateLimitOptions {
  /** How often the batched counts are sent to the database, and their shared totals read back. */
  flushMs?: number;
  /** How often counts whose window ended are deleted. */
  sweepMs?: number;
}

/** A busy limit's count for one key as this process knows it. */
interface BatchedCount {
  /** The shared total the database answered last. */
  shared: number;
  /** Hits sent and not answered yet. */
  sending: number;
  /** Hits not sent yet. */
  unsent: number;
  windowMs: number;
  /** When the window ends, on this process's clock. */
  resetAt: number;
}

/**
 * Rate-limit counts kept in PostgreSQL (`rate_limits`), so every server process sharing the database spends one
 * budget (decision 028). Exact limits add each hit in one upsert and answer with the shared count. Busy limits
 * answer at once from the shared total last read plus this process's hits since, and send their hits in one
 * statement every `flushMs`; another process's hits are seen at most `flushMs` late.
 */
export class SharedRateLimits {
  private readonly batched = new Map<string, BatchedCount>();
  private flushTimer: NodeJS.Timeout | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private readonly flushMs: number;
  private readonly sweepMs: number;

  constructor(
    private readonly db: Database,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    options: SharedRateLimitOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 250;
    this.sweepMs = options.sweepMs ?? 60_000;
  }

  start(): void {
    this.flushTimer ??= setInterval(() => void this.flush(), this.flushMs).unref();
    this.sweepTimer ??= setInterval(() => void this.sweep(), this.sweepMs).unref();
  }

  /** Stops the timers and sends what is left. */
  async stop(): Promise<void> {
    clearInterval(this.flushTimer);
    clearInterval(this.sweepTimer);
    this.flushTimer = this.sweepTimer = undefined;
    await this.flush();
  }

  /** One hit, counted exactly: the shared count once it is added. */
  async hit(key: string, windowMs: number): Promise<LimitCount> {
    const [count] = await addHits(this.db, [{ key, hits: 1, windowMs }]);
    return count!;
  }

  /** One hit on a busy limit: this process's best knowledge of the shared count, without waiting. */
  hitBatched(key: string, windowMs: number): { hits: number; ttlMs: number } {
    const now = Date.now();
    let count = this.batched.get(key);
    if (!count || count.resetAt <= now) {
      count = { shared: 0, sending: 0, unsent: 0, windowMs, resetAt: now + windowMs };
      this.batched.set(key, count);
    }
    count.unsent += 1;
    return { hits: count.shared + count.sending + count.unsent, ttlMs: count.resetAt - now };
  }

  /** Sends every batched count's new hits in one statement and takes back the shared totals. */
  flush(): Promise<void> {
    this.flushing ??= this.send().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** The store class @fastify/rate-limit builds, one child per route (its own namespace of keys). */
  storeClass(): new () => RateLimitStore {
    const routeStore = (namespace: string, batched: boolean): RateLimitStore => ({
      incr: (key, callback, timeWindow) => {
        const name = `${namespace} ${key}`;
        if (batched) {
          const { hits, ttlMs } = this.hitBatched(name, timeWindow);
          callback(null, { current: hits, ttl: ttlMs });
          return;
        }
        this.hit(name, timeWindow).then(
          ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
          (error: Error) => callback(error),
        );
      },
      child: (routeOptions) => {
        const route = routeOptions.routeInfo ?? {};
        const max = typeof routeOptions.max === 'number' ? routeOptions.max : 0;
        return routeStore(`${String(route.method)} ${String(route.url)}`, max >= BATCHED_FROM_MAX);
      },
    });
    return class {
      constructor() {
        return routeStore('', false);
      }
    } as unknown as new () => RateLimitStore;
  }

  private async send(): Promise<void> {
    const now = Date.now();
    const outgoing: { key: string; count: BatchedCount; hits: number }[] = [];
    for (const [key, count] of this.batched) {
      if (count.unsent > 0) {
        outgoing.push({ key, count, hits: count.unsent });
        count.sending += count.unsent;
        count.unsent = 0;
      } else if (count.sending === 0 && count.resetAt <= now) {
        this.batched.delete(key);
      }
    }
    if (outgoing.length === 0) return;
    try {
      const answers = new Map(
        (
          await addHits(
            this.db,
            outgoing.map(({ key, count, hits }) => ({ key, hits, windowMs: count.windowMs })),
          )
        ).map((answer) => [answer.key, answer]),
      );
      const answered = Date.now();
      for (const { key, count, hits } of outgoing) {
        count.sending -= hits;
        const answer = answers.get(key);
        if (!answer) continue;
        count.shared = answer.hits;
        count.resetAt = answered + answer.ttlMs;
      }
    } catch (error) {
      // The database is away: the hits wait for the next flush, and this process goes on counting its own.
      for (const { count, hits } of outgoing) {
        count.sending -= hits;
        count.unsent += hits;
      }
      this.log.warn({ err: error }, 'rate-limit counts could not be sent');
    }
  }

  /** Deletes the counts whose window ended (every `sweepMs`). */
  async sweep(): Promise<void> {
    try {
      await sweepRateLimits(this.db);
    } catch (error) {
      this.log.warn({ err: error }, 'expired rate-limit counts could not be deleted');
    }
  }
}
