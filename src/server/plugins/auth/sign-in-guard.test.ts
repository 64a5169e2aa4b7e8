import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures } from '../../db/schema';
import { accountKey, SIGN_IN_GUARD } from './sign-in-guard';
import { authPost, signUp, TEST_PASSWORD, uniqueEmail, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

const { threshold } = SIGN_IN_GUARD;

function attempt(email: string, password: string, ip = uniqueIp()) {
  return authPost(shop, '/sign-in/email', { email, password }, { ip });
}

/** `threshold` failed sign-ins on the account, each from an address of its own. */
async function failFromEverywhere(email: string) {
  for (let i = 0; i < threshold; i++) {
    expect((await attempt(email, `Wrong-Guess-${i}`)).statusCode).toBe(401);
  }
}

/** As if `ms` had passed since the account's last failure (and its last held-back attempt, unless told). */
async function timePasses(email: string, ms: number, { heldAttemptToo = true } = {}) {
  const shift = sql`make_interval(secs => ${ms / 1000})`;
  await shop.database.handle.db
    .update(signInFailures)
    .set({
      lastFailureAt: sql`${signInFailures.lastFailureAt} - ${shift}`,
      ...(heldAttemptToo ? { lastHeldAttemptAt: sql`${signInFailures.lastHeldAttemptAt} - ${shift}` } : {}),
    })
    .where(eq(signInFailures.accountKey, accountKey(email)));
}

describe('per-account sign-in guard', () => {
  it(`after ${threshold} failures, new addresses get one attempt a minute; known addresses are not held back`, async () => {
    const home = uniqueIp();
    const { email } = await signUp(shop, { ip: home });
    await failFromEverywhere(email);

    // The minute's one attempt from an address the account has not signed in from...
    expect((await attempt(email, 'Wrong-Guess-x')).statusCode).toBe(401);
    // ...and the next one, even with the right password, waits.
    const held = await attempt(email, TEST_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^This account has had too many failed sign-ins\. Please try again in \d+ seconds?, or reset your password\.$/,
      ),
    });
    const retryAfter = Number(held.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // The owner, from where they signed in before, is not held back.
    expect((await attempt(email, TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it('lets one new address try again a minute later, and a success resets the count', async () => {
    const { email } = await signUp(shop);
    await failFromEverywhere(email);
    expect((await attempt(email, 'Wrong-Guess-x')).statusCode).toBe(401);
    expect((await attempt(email, TEST_PASSWORD)).statusCode).toBe(429);

    await timePasses(email, 61_000);
    expect((await attempt(email, TEST_PASSWORD)).statusCode).toBe(200);
    // Counting starts again from nothing.
    for (let i = 0; i < threshold + 1; i++) {
      expect((await attempt(email, `Wrong-Again-${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('forgets failures as time passes', async () => {
    const { email } = await signUp(shop);
    await failFromEverywhere(email);
    expect((await attempt(email, 'Wrong-Guess-x')).statusCode).toBe(401);
    expect((await attempt(email, 'Wrong-Guess-y')).statusCode).toBe(429);
    // threshold + 1 failures; two are forgotten after two decay steps, so the hold is over (while the
    // minute's attempt is still taken)...
    await timePasses(email, 2 * SIGN_IN_GUARD.decayMs, { heldAttemptToo: false });
    expect((await attempt(email, 'Wrong-Guess-z')).statusCode).toBe(401);
    // ...until that failure makes the count reach the threshold again.
    expect((await attempt(email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('treats an address without an account the same way, so the hold says nothing about it', async () => {
    const email = uniqueEmail('nobody');
    await failFromEverywhere(email);
    expect((await attempt(email, 'Wrong-Guess-x')).statusCode).toBe(401);
    const held = await attempt(email, 'Wrong-Guess-y');
    expect(held.statusCode).toBe(429);
    expect(held.json().code).toBe('RATE_LIMITED');
  });

  it('knows an IPv6 client by its /64', async () => {
    const { email } = await signUp(shop, { ip: '2001:db8:cc:1::1' });
    await failFromEverywhere(email);
    expect((await attempt(email, 'Wrong-Guess-x')).statusCode).toBe(401);
    expect((await attempt(email, TEST_PASSWORD, '2001:db8:cc:2::1')).statusCode).toBe(429);
    expect((await attempt(email, TEST_PASSWORD, '2001:db8:cc:1:abcd::9')).statusCode).toBe(200);
  });

  it('keeps no email address in the clear', async () => {
    const email = uniqueEmail('private');
    expect((await attempt(email, 'Wrong-Guess-1')).statusCode).toBe(401);
    const rows = await shop.database.handle.db.select().from(signInFailures);
    expect(JSON.stringify(rows)).not.toContain(email);
    expect(rows.some((row) => row.accountKey === accountKey(email))).toBe(true);
  });
});
