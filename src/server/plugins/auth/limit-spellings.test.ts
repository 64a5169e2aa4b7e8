import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { AUTH_SPELLINGS } from '../../test/auth-spellings';
import { rawRequest } from '../../test/raw-http';
import { changedParts, readState } from '../../test/state';
import { AUTH_RATE_LIMITS } from './auth.plugin';

/**
 * Issue 25, S2: the per-address limits of sign-in, sign-up, the verification mail, the reset request and
 * the reset hold for every spelling of their address. Each limited endpoint gets its limit and one more
 * from one client address in every other spelling (all refused with 400 before anything is counted or
 * done), then the same in its own spelling, where the one more is refused with 429. The bodies are
 * refused by the endpoints' own rules when they get there, so no password is hashed and no mail sent.
 */

let shop: TestApp;
let origin: string;

beforeAll(async () => {
  // Behind a trusted proxy on loopback: each test names its own client address.
  shop = await createTestApp({ trustProxy: '127.0.0.1' });
  origin = await shop.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => shop?.close());

/** A body each endpoint refuses cheaply (after the limit has counted it). */
const BODIES: Record<string, () => object> = {
  '/sign-in/email': () => ({ email: uniqueEmail('limit'), password: '' }),
  '/sign-up/email': () => ({ name: 'A', email: uniqueEmail('limit'), password: 'password' }),
  '/send-verification-email': () => ({ email: uniqueEmail('limit') }),
  '/request-password-reset': () => ({ email: uniqueEmail('limit'), redirectTo: '/reset-password' }),
  '/reset-password': () => ({ token: 'not-a-token', newPassword: 'short' }),
  '/change-password': () => ({ currentPassword: 'x', newPassword: 'short' }),
};

const post = (path: string, ip: string, body: object) =>
  rawRequest(origin, {
    method: 'POST',
    path,
    headers: {
      origin: shop.config.publicUrl,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
    },
    body: JSON.stringify(body),
  });

const AUTH_TABLES = ['user', 'session', 'account', 'verification'] as const;

describe.each(Object.keys(AUTH_RATE_LIMITS))('the limit of %s', (endpoint) => {
  it('holds in every spelling: the others are refused whole, its own gets 429 past the limit', async () => {
    expect(Object.keys(BODIES)).toContain(endpoint);
    const { max } = AUTH_RATE_LIMITS[endpoint]!;
    const ip = uniqueIp();
    const before = await readState(shop, AUTH_TABLES, { files: false });
    for (const [label, spell] of Object.entries(AUTH_SPELLINGS)) {
      for (let i = 0; i <= max; i++) {
        const answer = await post(spell(endpoint), ip, BODIES[endpoint]!());
        expect(answer.status, `${label}: ${answer.body}`).toBe(400);
        expect(answer.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'This address is not valid.' });
      }
    }
    expect(changedParts(before, await readState(shop, AUTH_TABLES, { files: false }))).toEqual([]);
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++)
      statuses.push((await post(`/api/auth${endpoint}`, ip, BODIES[endpoint]!())).status);
    // None of the refused spellings was counted: the whole budget is left for the real address.
    expect(statuses.slice(0, max)).not.toContain(429);
    expect(statuses[max]).toBe(429);
  });
});
