import { createHash } from 'node:crypto';
import { clientKey } from '../../lib/client-key';
import type { SignInGuardRepository } from './sign-in-guard.repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The per-account guard's rules (decision 010). Per-address limits cannot stop guesses spread over many
 * addresses, and a plain lock-out per account would let anyone lock a customer out: so after `threshold`
 * failures an account takes at most one attempt per `heldGapMs` from addresses it has not signed in from,
 * while the addresses it has signed in from are not held back at all.
 */
export const SIGN_IN_GUARD = {
  threshold: 10,
  heldGapMs: MINUTE,
  /** One failure is forgotten per step since the last failure. */
  decayMs: 5 * MINUTE,
  /** The count stops here, so a hold ends at most (20 - 10 + 1) x 5 = 55 minutes after the last failure. */
  maxFailures: 20,
  /** An address stays known this long after the account last signed in from it. */
  knownForMs: 180 * DAY,
} as const;

/** The stored key of an email address (with or without an account): its SHA-256, never the address. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}

export type SignInVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const ALLOWED: SignInVerdict = { allowed: true };

export function heldBackMessage(seconds: number): string {
  const wait = seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `This account has had too many failed sign-ins. Please try again in ${wait}, or reset your password.`;
}

export class SignInGuard {
  constructor(
    private readonly repository: SignInGuardRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Whether a sign-in to `email` from `ip` may be tried now (before its password is checked). */
  async check(email: string, ip: string): Promise<SignInVerdict> {
    const now = this.clock();
    const key = accountKey(email);
    const { threshold, heldGapMs, decayMs, knownForMs } = SIGN_IN_GUARD;
    const standing = await this.repository.standing(key, now, decayMs);
    if (!standing || standing.failures < threshold) return ALLOWED;
    const since = new Date(now.getTime() - knownForMs);
    if (await this.repository.isKnownClient(email.toLowerCase(), clientKey(ip), since)) return ALLOWED;
    const freeAfter = new Date(now.getTime() - heldGapMs);
    if (await this.repository.takeHeldAttempt(key, now, freeAfter)) return ALLOWED;
    const last = standing.lastHeldAttemptAt;
    const waitMs = last && last > freeAfter ? last.getTime() + heldGapMs - now.getTime() : heldGapMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /** A wrong password (or an address without an account): one more failure for it. */
  async recordFailure(email: string): Promise<void> {
    const now = this.clock();
    const { decayMs, maxFailures } = SIGN_IN_GUARD;
    await this.repository.addFailure(accountKey(email), now, decayMs, maxFailures);
    // Counts fully decayed by now are gone: the table holds only accounts tried lately.
    await this.repository.forgetFailuresBefore(new Date(now.getTime() - maxFailures * decayMs));
  }

  /** A session opened for the user from `ip`: the address is known from now on, and the count starts over. */
  async recordSignIn(userId: string, ip: string): Promise<void> {
    const now = this.clock();
    const forgetBefore = new Date(now.getTime() - SIGN_IN_GUARD.knownForMs);
    await this.repository.rememberClient(userId, clientKey(ip), now, forgetBefore);
    const email = await this.repository.emailOf(userId);
    if (email) await this.repository.clearFailures(accountKey(email));
  }
}
