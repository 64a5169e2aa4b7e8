import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../shared/errors';
import { user } from '../../db/schema';
import {
  authPost,
  createUser,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueIp,
  type SignedIn,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { changedParts, readState } from '../../test/state';
import { INVALID_JSON_MESSAGE, NOT_AN_OBJECT_MESSAGE, withoutTokens } from './auth.plugin';

/** Issue 10: F2 (bodies that are not objects), the user picture, and session tokens in admin answers. */

let shop: TestApp;
let customer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  customer = await createUser(shop, 'verified');
  admin = await createUser(shop, 'admin');
});
afterAll(async () => shop?.close());

function rawPost(path: string, payload: string, cookie?: string) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    payload,
    remoteAddress: uniqueIp(),
    headers: {
      'content-type': 'application/json',
      origin: shop.config.publicUrl,
      ...(cookie ? { cookie } : {}),
    },
  });
}

describe('an account route given a JSON body that is not an object', () => {
  const bodies = ['123', 'true', '"str"', 'null', '[]', '[{"name":"Ada"}]', '-0.5e3'];
  const routes = ['/sign-up/email', '/update-user', '/sign-in/email', '/request-password-reset', '/sign-out'];
  it.each(routes.flatMap((route) => bodies.map((body) => ({ route, body }))))(
    'answers $route with $body by 400 and changes nothing',
    async ({ route, body }) => {
      const before = await readState(shop);
      const response = await rawPost(route, body, customer.cookie);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json())).toEqual({
        code: 'VALIDATION_FAILED',
        message: NOT_AN_OBJECT_MESSAGE,
      });
      expect(changedParts(before, await readState(shop))).toEqual([]);
    },
  );

  it.each(['{"name":', '{name: "Ada"}', 'undefined'])(
    'answers text that is not JSON (%s) by 400',
    async (body) => {
      const response = await rawPost('/sign-up/email', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: INVALID_JSON_MESSAGE });
    },
  );

  it('still takes an empty body where none is needed (sign-out)', async () => {
    const cookie = await signIn(shop, customer.email);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      remoteAddress: uniqueIp(),
      headers: { origin: shop.config.publicUrl, cookie },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the user picture', () => {
  it.each([['javascript:alert(1)'], [{ src: 'x' }], ['https://example.com/me.png'], [null]])(
    'is refused at sign-up (%o) and no account is made',
    async (image) => {
      const email = uniqueEmail('picture');
      const response = await authPost(shop, '/sign-up/email', {
        name: 'Ada Obi',
        email,
        password: TEST_PASSWORD,
        image,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'image cannot be set here',
      });
      expect(await shop.database.handle.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    },
  );

  it('is refused when a user updates the account, and stays unset', async () => {
    const response = await authPost(
      shop,
      '/update-user',
      { name: 'Ada Changed', image: 'javascript:alert(1)' },
      { cookie: customer.cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const [row] = await shop.database.handle.db.select().from(user).where(eq(user.id, customer.id));
    expect(row).toMatchObject({ image: null, name: 'Ada Obi' });
  });
});

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)]);
}

describe('session tokens', () => {
  it("are not in the admin's list of another user's sessions", async () => {
    await signIn(shop, customer.email);
    const response = await authPost(
      shop,
      '/admin/list-user-sessions',
      { userId: customer.id },
      { cookie: admin.cookie },
    );
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions[0]).toHaveProperty('userId', customer.id);
    expect(keysOf(response.json())).not.toContain('token');
  });

  it('are taken out at any depth of an answer', () => {
    const answer = {
      token: 't1',
      sessions: [{ id: 's', token: 't2', nested: { deep: [{ token: 't3', ok: 1 }] } }],
    };
    expect(withoutTokens(answer)).toEqual({ sessions: [{ id: 's', nested: { deep: [{ ok: 1 }] } }] });
  });
});
