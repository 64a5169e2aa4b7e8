import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../shared/errors';
import { session, user } from '../../db/schema';
import { createUser, setUserFields, uniqueEmail, uniqueIp, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { AUTH_SPELLINGS } from '../../test/auth-spellings';
import { rawRequest } from '../../test/raw-http';
import { changedParts, readState } from '../../test/state';
import { IMPERSONATION_MESSAGE, STAFF_CHANGES_MESSAGE } from './auth-input';
import { TOKEN_ENDPOINTS } from './auth-address';

/**
 * Issue 25, S1: every Better Auth admin endpoint, called by every kind of person, through every spelling
 * of its address. The address goes over a real socket: `inject` would read it with `new URL`, which
 * removes the very dot segments under test.
 */

let shop: TestApp;
let origin: string;
const people: Record<string, SignedIn> = {};
let victim: SignedIn;
let otherOwner: SignedIn;
let victimToken: string;

const ROLES = ['visitor', 'customer', 'no level', 'sales', 'storekeeper', 'owner'] as const;
type Role = (typeof ROLES)[number];

beforeAll(async () => {
  // Behind a trusted proxy on loopback: each request names its own client address.
  shop = await createTestApp({ trustProxy: '127.0.0.1' });
  origin = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  people.customer = await createUser(shop, 'verified');
  for (const level of ['owner', 'sales', 'storekeeper', 'no level'] as const) {
    people[level] = await createUser(shop, 'admin');
    await setUserFields(shop, people[level]!.email, { staffLevel: level === 'no level' ? null : level });
  }
  victim = await createUser(shop, 'verified');
  otherOwner = await createUser(shop, 'admin');
  const [row] = await shop.database.handle.db.select().from(session).where(eq(session.userId, victim.id));
  victimToken = row!.token;
});
afterAll(async () => shop?.close());

interface Call {
  method: 'GET' | 'POST';
  /** The query, for GET. */
  query?: string;
  body?: () => object;
}

/** Each admin endpoint with the body an attacker would send it. */
const ENDPOINTS: Record<string, Call> = {
  'create-user': {
    method: 'POST',
    body: () => ({ email: uniqueEmail('x'), password: 'Escalated-Pass-77', name: 'X', role: 'admin' }),
  },
  'update-user': {
    method: 'POST',
    body: () => ({ userId: victim.id, data: { role: 'admin', staffLevel: 'owner' } }),
  },
  'set-role': { method: 'POST', body: () => ({ userId: victim.id, role: 'admin' }) },
  'set-user-password': {
    method: 'POST',
    body: () => ({ userId: otherOwner.id, newPassword: 'Escalated-Pass-77' }),
  },
  'ban-user': { method: 'POST', body: () => ({ userId: victim.id }) },
  'unban-user': { method: 'POST', body: () => ({ userId: victim.id }) },
  'remove-user': { method: 'POST', body: () => ({ userId: victim.id }) },
  'revoke-user-session': { method: 'POST', body: () => ({ sessionToken: victimToken }) },
  'revoke-user-sessions': { method: 'POST', body: () => ({ userId: victim.id }) },
  'list-user-sessions': { method: 'POST', body: () => ({ userId: victim.id }) },
  'list-users': { method: 'GET', query: '?limit=5' },
  'get-user': { method: 'GET', query: '?id=VICTIM' },
  'has-permission': { method: 'POST', body: () => ({ permissions: { user: ['create'] } }) },
  'impersonate-user': { method: 'POST', body: () => ({ userId: victim.id }) },
  'stop-impersonating': { method: 'POST', body: () => ({}) },
};

function send(role: Role, name: string, path: string) {
  const call = ENDPOINTS[name]!;
  const query = (call.query ?? '').replace('VICTIM', victim.id);
  const cookie: Record<string, string> = role === 'visitor' ? {} : { cookie: people[role]!.cookie };
  return rawRequest(origin, {
    method: call.method,
    path: `${path}${query}`,
    headers: {
      ...cookie,
      origin: shop.config.publicUrl,
      'x-forwarded-for': uniqueIp(),
      ...(call.body ? { 'content-type': 'application/json' } : {}),
    },
    body: call.body ? JSON.stringify(call.body()) : undefined,
  });
}

const AUTH_TABLES = ['user', 'session', 'account', 'verification'] as const;
const state = () => readState(shop, AUTH_TABLES, { files: false });

/** What the canonical address answers a person who may not use the admin endpoints. */
const REFUSED: Record<Exclude<Role, 'owner'>, number> = {
  visitor: 401,
  customer: 403,
  'no level': 403,
  sales: 403,
  storekeeper: 403,
};

/** What an owner gets where the attacker's body asks for a role, a level or another person's session. */
const OWNER_REFUSED: Record<string, { status: number; message?: string }> = {
  'create-user': { status: 400, message: 'role cannot be set here' },
  'update-user': { status: 400, message: 'data.role cannot be set here' },
  'set-role': { status: 403, message: STAFF_CHANGES_MESSAGE },
  'impersonate-user': { status: 403, message: IMPERSONATION_MESSAGE },
};
/** The owner's reads: answered, and nothing changes. */
const OWNER_READS = ['list-user-sessions', 'list-users', 'get-user', 'has-permission'];

describe("issue 25, S1: the trial's curl", () => {
  it('a sales session cannot create an admin through /api/auth/./admin/create-user', async () => {
    const email = uniqueEmail('escalated');
    const answer = await rawRequest(origin, {
      method: 'POST',
      path: '/api/auth/./admin/create-user',
      headers: {
        cookie: people.sales!.cookie,
        origin: shop.config.publicUrl,
        'content-type': 'application/json',
        'x-forwarded-for': uniqueIp(),
      },
      body: JSON.stringify({ email, password: 'Escalated-Pass-77', name: 'X', role: 'admin' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'This address is not valid.' });
    expect(await shop.database.handle.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });
});

describe.each(Object.keys(ENDPOINTS))('admin/%s', (name) => {
  it.each(ROLES)(
    'refuses every other spelling of its address to %s with 400, changing nothing',
    async (role) => {
      for (const [label, spell] of Object.entries(AUTH_SPELLINGS)) {
        const before = await state();
        const answer = await send(role, name, spell(`/admin/${name}`));
        expect(answer.status, `${label}: ${answer.body}`).toBe(400);
        expect(errorBodySchema.parse(answer.json()).code).toBe('VALIDATION_FAILED');
        expect(changedParts(before, await state()), label).toEqual([]);
      }
    },
  );

  it.each(ROLES.filter((role) => role !== 'owner') as Exclude<Role, 'owner'>[])(
    'refuses %s at its own address, changing nothing',
    async (role) => {
      const before = await state();
      const answer = await send(role, name, `/api/auth/admin/${name}`);
      expect(answer.status, answer.body).toBe(REFUSED[role]);
      expect(changedParts(before, await state())).toEqual([]);
    },
  );

  const refusedToOwner = OWNER_REFUSED[name];
  if (refusedToOwner)
    it('refuses an owner what only the staff routes do, changing nothing', async () => {
      const before = await state();
      const answer = await send('owner', name, `/api/auth/admin/${name}`);
      expect(answer.status, answer.body).toBe(refusedToOwner.status);
      expect(answer.json()).toMatchObject({ message: refusedToOwner.message });
      expect(changedParts(before, await state())).toEqual([]);
    });
  if (OWNER_READS.includes(name))
    it('answers an owner, changing nothing', async () => {
      const before = await state();
      const answer = await send('owner', name, `/api/auth/admin/${name}`);
      expect(answer.status, answer.body).toBe(200);
      expect(answer.body).not.toContain('"token"');
      expect(changedParts(before, await state())).toEqual([]);
    });
});

describe('the address rule', () => {
  it("lets through capitals only in the tokens of Better Auth's endpoints that end in one", () => {
    const withToken = Object.values(shop.app.auth.api)
      .map((endpoint) => (endpoint as { path?: string }).path ?? '')
      .filter((path) => path.includes(':'))
      .map((path) => path.replace(/:[^/]+$/, ''));
    expect(new Set(withToken)).toEqual(new Set(TOKEN_ENDPOINTS));
  });

  it('takes the reset link as the mail writes it', async () => {
    const answer = await rawRequest(origin, {
      method: 'GET',
      path: `/api/auth/reset-password/AbCdEf0123456789xyzXYZ12?callbackURL=${encodeURIComponent('/reset-password')}`,
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    // An unknown token: Better Auth sends the page its error, as for any dead link.
    expect(answer.status, answer.body).toBe(302);
    expect(answer.headers.location).toContain('error=INVALID_TOKEN');
  });
});
