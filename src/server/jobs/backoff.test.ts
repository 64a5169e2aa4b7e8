import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, nextRetry, retryDelayMs } from './backoff';

describe('the retry schedule', () => {
  it('waits 30 s, then doubles (1 min, 2 min, 4 min, ...) up to 1 hour', () => {
    const waits = Array.from({ length: 10 }, (_, i) => retryDelayMs(i + 1, DEFAULT_RETRY_POLICY) / 1000);
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it('gives a mail up after its 20th failed attempt, about 13 hours after the first', () => {
    expect(nextRetry(19, DEFAULT_RETRY_POLICY)).toBe(3_600_000);
    expect(nextRetry(20, DEFAULT_RETRY_POLICY)).toBeNull();
    let total = 0;
    for (let attempts = 1; attempts < 20; attempts++) total += nextRetry(attempts, DEFAULT_RETRY_POLICY)!;
    expect(Math.round(total / 3_600_000)).toBe(13);
  });

  it('never overflows for a large attempt count', () => {
    expect(retryDelayMs(10_000, { retryBaseMs: 100, retryMaxMs: 500, maxAttempts: 20_000 })).toBe(500);
  });
});
