import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { SharedRateLimits } from './shared-rate-limits';

// Two counters on one database stand for two server processes: they share nothing but the table.
let database: TestDatabase;
let a: SharedRateLimits;
let b: SharedRateLimits;
const quiet = { warn: () => {} };
beforeAll(async () => {
  database = await createTestDatabase();
  a = new SharedRateLimits(database.handle.db, quiet);
  b = new SharedRateLimits(database.handle.db, quiet);
});
afterAll(async () => database?.cleanup());

const MINUTE = 60_000;
const rows = async (key: string) =>
  (
    (await database.handle.db.execute(sql`select hits from rate_limits where key = ${key}`)) as unknown as {
      rows: { hits: number }[];
    }
  ).rows;

describe('exact counts', () => {
  it('add every hit to one shared count, with the time left in the window', async () => {
    const seen: number[] = [];
    for (const counter of [a, b, a, b, a]) seen.push((await counter.hit('exact', MINUTE)).hits);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    const { ttlMs } = await b.hit('exact', MINUTE);
    expect(ttlMs).toBeGreaterThan(MINUTE - 5_000);
    expect(ttlMs).toBeLessThanOrEqual(MINUTE);
  });

  it('count every hit when many arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('burst', MINUTE)),
    );
    expect(answers.map((answer) => answer.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('start afresh once the window has ended, and the sweep deletes ended windows', async () => {
    expect((await a.hit('short', 100)).hits).toBe(1);
    expect((await b.hit('short', 100)).hits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await b.hit('short', 100)).hits).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await a.sweep();
    expect(await rows('short')).toEqual([]);
    expect(await rows('exact')).toHaveLength(1);
  });
});

describe('batched counts', () => {
  it('answer at once, exactly within one process, and reach the other process at the next flush', async () => {
    const fromA = Array.from({ length: 5 }, () => a.hitBatched('busy', MINUTE).hits);
    expect(fromA).toEqual([1, 2, 3, 4, 5]);
    // Nothing is written before the flush.
    expect(await rows('busy')).toEqual([]);
    await a.flush();
    expect(await rows('busy')).toEqual([{ hits: 5 }]);
    // B has not read the shared count yet: it counts its own hit, and learns the total at its flush.
    expect(b.hitBatched('busy', MINUTE).hits).toBe(1);
    await b.flush();
    expect(b.hitBatched('busy', MINUTE).hits).toBe(7);
    expect(a.hitBatched('busy', MINUTE).hits).toBe(6);
    await b.flush();
    await a.flush();
    expect(await rows('busy')).toEqual([{ hits: 8 }]);
    expect(a.hitBatched('busy', MINUTE).hits).toBe(9);
  });

  it('keep hits the database could not take, and send them later', async () => {
    const other = await createTestDatabase();
    const counter = new SharedRateLimits(other.handle.db, quiet);
    counter.hitBatched('kept', MINUTE);
    await other.handle.close();
    await counter.flush();
    expect(counter.hitBatched('kept', MINUTE).hits).toBe(2);
    await other.cleanup();
  });
});
