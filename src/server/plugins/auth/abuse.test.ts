import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, signIn, signUp, TEST_PASSWORD, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { BUSY_MESSAGE, createAuth } from './auth';
import { AUTH_RATE_LIMITS, toShopError } from './auth.plugin';
import { SIGN_IN_GUARD } from './sign-in-guard';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

const SIGN_IN_MAX = AUTH_RATE_LIMITS['/sign-in/email']!.max;

describe('sign-in brute force', () => {
  it('gets 429 from one address, even with a spoofed X-Forwarded-For, while another address signs in', async () => {
    // The real user's usual address: the account guard never holds it back (sign-in-guard.test.ts).
    const home = '10.66.0.3';
    const { email } = await signUp(shop, { ip: home });
    const attacker = '10.66.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_MAX; i++) {
      // Rotating the forwarded address must not give a fresh allowance (TRUST_PROXY is unset).
      const headers = { 'x-forwarded-for': `192.0.2.${i}` };
      statuses.push(
        (
          await authPost(
            shop,
            '/sign-in/email',
            { email, password: `wrong-${i}-x` },
            { ip: attacker, headers },
          )
        ).statusCode,
      );
    }
    // After the account's threshold of failures (and the minute's one more), the account guard answers.
    const guarded = SIGN_IN_GUARD.threshold + 1;
    expect(statuses).toEqual([...Array(guarded).fill(401), ...Array(SIGN_IN_MAX - guarded).fill(429)]);
    for (const forwarded of ['192.0.2.200', '10.66.0.2', undefined]) {
      const headers: Record<string, string> = forwarded ? { 'x-forwarded-for': forwarded } : {};
      const limited = await authPost(
        shop,
        '/sign-in/email',
        { email, password: TEST_PASSWORD },
        { ip: attacker, headers },
      );
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringContaining('Too many requests'),
      });
    }
    // The real user, from elsewhere, is not locked out.
    expect(await signIn(shop, email, TEST_PASSWORD, home)).toContain('session_token=');
  });

  it('limits sign-ups per address', async () => {
    const ip = '10.67.0.1';
    const max = AUTH_RATE_LIMITS['/sign-up/email']!.max;
    for (let i = 0; i < max; i++) {
      // Refused before hashing (a common password), yet counted.
      const response = await authPost(
        shop,
        '/sign-up/email',
        { name: 'A', email: uniqueEmail(), password: 'password' },
        { ip },
      );
      expect(response.statusCode).toBe(400);
    }
    const limited = await authPost(
      shop,
      '/sign-up/email',
      { name: 'A', email: uniqueEmail(), password: TEST_PASSWORD },
      { ip },
    );
    expect(limited.statusCode).toBe(429);
  });

  it('records the socket address with the session, not a header the client wrote', async () => {
    const { email } = await signUp(shop);
    const response = await authPost(
      shop,
      '/sign-in/email',
      { email, password: TEST_PASSWORD },
      { ip: '10.68.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
    );
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const session = await shop.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().session.ipAddress).toBe('10.68.0.1');
    expect(session.json().session).not.toHaveProperty('token');
  });
});

describe('password hashing', () => {
  it('answers 503 UNAVAILABLE when more hashes wait than the queue holds', async () => {
    const quiet = { debug() {}, info() {}, warn() {}, error() {} };
    const auth = createAuth({
      db: shop.database.handle.db,
      secret: shop.config.authSecret,
      publicUrl: shop.config.publicUrl,
      mailer: shop.app.mailer,
      shopName: () => 'GaragePro',
      log: quiet,
      hashConcurrency: 1,
      hashQueueLimit: 1,
    });
    const signUpRequest = () =>
      new Request(`${shop.config.publicUrl}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ada', email: uniqueEmail('burst'), password: TEST_PASSWORD }),
      });
    const responses = await Promise.all([1, 2, 3, 4].map(() => auth.handler(signUpRequest())));
    const statuses = responses.map((response) => response.status);
    // Two fit (one hashing, one waiting); the others arrive while both places are taken.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses).toContain(503);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const busy = responses.find((response) => response.status === 503)!;
    expect(toShopError(503, await busy.text())).toEqual({
      status: 503,
      body: { code: 'UNAVAILABLE', message: BUSY_MESSAGE },
    });
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: '127.0.0.1' });
  });
  afterAll(async () => proxied?.close());

  it('counts the client address the proxy reports', async () => {
    const { email } = await signUp(proxied);
    const from = (client: string) => ({ ip: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    // Guesses at other addresses, so that only the per-address limit can hold the account's owner back.
    for (let i = 0; i < SIGN_IN_MAX; i++) {
      await authPost(
        proxied,
        '/sign-in/email',
        { email: uniqueEmail('guess'), password: 'wrong-password-x' },
        from('198.51.100.1'),
      );
    }
    expect(
      (await authPost(proxied, '/sign-in/email', { email, password: TEST_PASSWORD }, from('198.51.100.1')))
        .statusCode,
    ).toBe(429);
    expect(
      (await authPost(proxied, '/sign-in/email', { email, password: TEST_PASSWORD }, from('198.51.100.2')))
        .statusCode,
    ).toBe(200);
  });
});

describe('on https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ publicUrl: 'https://shop.test' });
  });
  afterAll(async () => secure?.close());

  it('marks the session cookie Secure, HttpOnly and SameSite=Lax', async () => {
    const response = await authPost(secure, '/sign-up/email', {
      name: 'Ada',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name.endsWith('session_token'))!;
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});
