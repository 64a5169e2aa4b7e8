import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactRepository } from '../../modules/contact';
import { authPost, createUser, get, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

let shop: TestApp;
const users: Partial<Record<'unverified' | 'verified' | 'admin', SignedIn>> = {};

beforeAll(async () => {
  shop = await createTestApp(
    {},
    {
      // A guarded route that takes a body, to show the guards answer before any body is read.
      extraRoutes: (app) => {
        app.post('/api/test/guarded', { onRequest: app.guards.requireUser }, async () => ({ ok: true }));
      },
    },
  );
  for (const kind of ['unverified', 'verified', 'admin'] as const) users[kind] = await createUser(shop, kind);
});
afterAll(async () => shop?.close());

type Who = 'visitor' | 'unverified' | 'verified' | 'admin';
const cookieOf = (who: Who) => (who === 'visitor' ? undefined : users[who]!.cookie);

const SIGN_IN = { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' };
const VERIFY = {
  code: 'EMAIL_NOT_VERIFIED',
  message: 'Please verify your email address to complete checkout',
};
const DENIED = { code: 'FORBIDDEN', message: "You don't have permission to access this page." };

describe.each([
  ['/api/account', { visitor: 401, unverified: 200, verified: 200, admin: 200 }],
  ['/api/checkout/eligibility', { visitor: 401, unverified: 403, verified: 200, admin: 200 }],
  ['/api/admin/contact-messages', { visitor: 401, unverified: 403, verified: 403, admin: 200 }],
  ['/api/admin/settings/business', { visitor: 401, unverified: 403, verified: 403, admin: 200 }],
  ['/api/admin/settings/delivery-fees', { visitor: 401, unverified: 403, verified: 403, admin: 200 }],
] as const)('GET %s', (url, expected) => {
  it.each(['visitor', 'unverified', 'verified', 'admin'] as const)(
    'answers a %s as expected',
    async (who) => {
      const response = await get(shop, url, cookieOf(who));
      expect(response.statusCode).toBe(expected[who]);
      if (response.statusCode === 401) expect(response.json()).toEqual(SIGN_IN);
      if (response.statusCode === 403)
        expect(response.json()).toEqual(url.includes('admin') ? DENIED : VERIFY);
    },
  );
});

describe('guarded routes', () => {
  it('describe the signed-in user on /api/account', async () => {
    const response = await get(shop, '/api/account', users.admin!.cookie);
    expect(response.json()).toEqual({
      user: {
        id: users.admin!.id,
        email: users.admin!.email,
        name: 'Ada Obi',
        role: 'admin',
        emailVerified: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
  });

  it('give admins the latest contact messages, newest first', async () => {
    const repository = new ContactRepository(shop.database.handle.db);
    const base = { name: 'Ada', email: 'ada@example.com', subject: 'other', message: 'Hello' };
    await repository.insert({ ...base, id: 'older', createdAt: new Date('2026-01-01T00:00:00Z') });
    await repository.insert({ ...base, id: 'newer', createdAt: new Date('2026-02-01T00:00:00Z') });
    const response = await get(shop, '/api/admin/contact-messages', users.admin!.cookie);
    expect(response.json().messages.map((message: { id: string }) => message.id)).toEqual(['newer', 'older']);
    expect(response.json().messages[0]).toMatchObject({ ...base, createdAt: '2026-02-01T00:00:00.000Z' });
  });

  it('answer 401 before reading a body: a huge or malformed one makes no difference', async () => {
    const huge = await shop.app.inject({
      method: 'POST',
      url: '/api/test/guarded',
      payload: `{"x":"${'a'.repeat(2 * 1024 * 1024)}"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(401);
    const malformed = await shop.app.inject({
      method: 'POST',
      url: '/api/test/guarded',
      payload: '{"x":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json()).toEqual(SIGN_IN);
    const signedIn = await shop.app.inject({
      method: 'POST',
      url: '/api/test/guarded',
      payload: { x: 1 },
      headers: { cookie: users.unverified!.cookie },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('refuse a customer the admin routes of Better Auth', async () => {
    const { cookie, id } = users.verified!;
    const setRole = await authPost(shop, '/admin/set-role', { userId: id, role: 'admin' }, { cookie });
    expect(setRole.statusCode).toBe(403);
    const list = await get(shop, '/api/auth/admin/list-users', cookie);
    expect(list.statusCode).toBe(403);
    expect((await get(shop, '/api/account', cookie)).json().user.role).toBe('customer');
  });
});
