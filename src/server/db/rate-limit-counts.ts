import { lt, sql } from 'drizzle-orm';
import type { Database } from './client';
import { rateLimits } from './schema';

export interface HitsToAdd {
  key: string;
  hits: number;
  /** The window a new (or expired) count starts. */
  windowMs: number;
}

export interface LimitCount {
  key: string;
  /** Hits in the current window, these included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** A count never grows past this (the column is an integer; any count this high is long over its limit). */
const MAX_HITS = 1_000_000_000;

/**
 * Adds hits to each key's count in one statement, shared by every process on the database: a missing or
 * expired window starts afresh, on the database's clock, so processes whose clocks differ still agree.
 * Rows travel as one jsonb parameter, whatever their number.
 */
export async function addHits(db: Database, entries: readonly HitsToAdd[]): Promise<LimitCount[]> {
  if (entries.length === 0) return [];
  const rows = JSON.stringify(entries.map(({ key, hits, windowMs }) => ({ key, hits, window_ms: windowMs })));
  const result = (await db.execute(sql`
    insert into rate_limits as r (key, hits, reset_at)
    select v.key, v.hits, now() + v.window_ms * interval '1 millisecond'
    from jsonb_to_recordset(${rows}::jsonb) as v(key text, hits integer, window_ms bigint)
    on conflict (key) do update set
      hits = case when r.reset_at <= now() then excluded.hits
                  else least(r.hits + excluded.hits, ${MAX_HITS}::int) end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning r.key as key, r.hits as hits,
      greatest(0, ceil(extract(epoch from (r.reset_at - now())) * 1000))::integer as ttl_ms
  `)) as unknown as { rows: { key: string; hits: number | string; ttl_ms: number | string }[] };
  return result.rows.map((row) => ({ key: row.key, hits: Number(row.hits), ttlMs: Number(row.ttl_ms) }));
}

/** Deletes the counts whose window ended: they would start afresh anyway. */
export async function sweepRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}
