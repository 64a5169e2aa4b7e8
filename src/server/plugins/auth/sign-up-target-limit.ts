import { createHash } from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { Database } from '../../db/client';
import { addHits } from '../../db/rate-limit-counts';

const HOUR = 60 * 60_000;

/**
 * Sign-up attempts naming one email address, from any client address, in a day (decision 009). A taken
 * address answers like a new one, but a new one signs its shopper in: each attempt tells the sender whether
 * the address has an account, and mails its owner. The per-client limit bounds how many addresses one
 * client tries; this bounds how often any number of clients may try one address (and mail its owner).
 */
export const SIGN_UP_PER_TARGET = { max: 5, windowMs: 24 * HOUR };

export const signUpTargetMessage = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
  return `Too many attempts to create an account with this email address. Please try again in ${wait}.`;
};

/** Counted in PostgreSQL (`rate_limits`), so every server process shares one budget per address. */
export class SignUpTargetLimit {
  constructor(
    private readonly db: Database,
    private readonly max = SIGN_UP_PER_TARGET.max,
    private readonly windowMs = SIGN_UP_PER_TARGET.windowMs,
  ) {}

  /** Counts one attempt for the address; 429 RATE_LIMITED beyond the limit. */
  async count(email: string): Promise<void> {
    // A digest, not the address: the counts table holds no one's email.
    const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const [count] = await addHits(this.db, [
      { key: `sign-up-target ${digest}`, hits: 1, windowMs: this.windowMs },
    ]);
    if (!count || count.hits <= this.max) return;
    const seconds = Math.max(1, Math.ceil(count.ttlMs / 1000));
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: 'RATE_LIMITED', message: signUpTargetMessage(seconds) },
      { 'retry-after': String(seconds) },
    );
  }
}
