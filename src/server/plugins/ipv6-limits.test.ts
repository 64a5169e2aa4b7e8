import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../modules/contact';
import { authPost, uniqueEmail } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { AUTH_RATE_LIMITS } from './auth/auth.plugin';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

/** Address number `n` inside the /64 `prefix` (four groups). */
const inside = (prefix: string, n: number) => `${prefix}:${(n + 1).toString(16)}:0:0:${n.toString(16)}`;

describe('per-address limits for IPv6 clients', () => {
  it('give one /64 one allowance for the contact form, and another /64 its own', async () => {
    const send = (ip: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: ip,
        payload: { name: 'Ada Obi', email: 'ada@example.com', subject: 'other', message: 'Hello' },
      });
    const network = '2001:db8:aa:1';
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++)
      statuses.push((await send(inside(network, i))).statusCode);
    expect(statuses).toEqual(Array(CONTACT_RATE_LIMIT.max).fill(201));
    // A new address in the same /64 gets no fresh allowance...
    const limited = await send(inside(network, 999));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // ...while the next /64 is another client.
    expect((await send(inside('2001:db8:aa:2', 0))).statusCode).toBe(201);
  });

  it('give one /64 one sign-in allowance, and another /64 its own', async () => {
    const max = AUTH_RATE_LIMITS['/sign-in/email']!.max;
    // Each try on an address without an account, so only the per-address limit can answer 429.
    const signIn = (ip: string) =>
      authPost(shop, '/sign-in/email', { email: uniqueEmail('v6'), password: 'Wrong-Guess-1' }, { ip });
    const network = '2001:db8:bb:7';
    for (let i = 0; i < max; i++) expect((await signIn(inside(network, i))).statusCode).toBe(401);
    expect((await signIn(inside(network, 4242))).statusCode).toBe(429);
    expect((await signIn('2001:db8:bb:8::1')).statusCode).toBe(401);
  });
});
