/** How the job queue retries a job that failed (a mail the mail server did not take, ...). */
export interface RetryPolicy {
  /** The wait after the first failed attempt; it doubles after each failure... */
  retryBaseMs: number;
  /** ...up to this wait. */
  retryMaxMs: number;
  /** After this many failed attempts the job is given up (status failed). */
  maxAttempts: number;
}

/** With the shop's defaults: 30 s, 1 min, 2 min, 4 min, ... capped at 1 h; given up after 20 attempts. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  maxAttempts: 20,
};

/** The wait before the next attempt after `attempts` failed ones (1 or more): base * 2^(attempts - 1), capped. */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 40));
  return Math.min(policy.retryBaseMs * 2 ** exponent, policy.retryMaxMs);
}

/** After `attempts` failed attempts: the wait before the next one, or null when the job is given up. */
export function nextRetry(attempts: number, policy: RetryPolicy): number | null {
  return attempts >= policy.maxAttempts ? null : retryDelayMs(attempts, policy);
}
