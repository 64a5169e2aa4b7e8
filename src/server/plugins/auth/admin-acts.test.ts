import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../shared/staff-forms';
import { session, user } from '../../db/schema';
import {
  authPost,
  createUser,
  get,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
  type SignedIn,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

/**
 * Issue 25, S1 (decision 035): what an owner still does through Better Auth's admin endpoints changes
 * a person, so each act lands in the activity feed, named by who did it to whom.
 */

let shop: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await createUser(shop, 'admin');
});
afterAll(async () => shop?.close());

async function latestStaffEntry(): Promise<ActivityEntry> {
  const response = await get(shop, '/api/admin/activity?kind=staff&limit=1', owner.cookie);
  expect(response.statusCode).toBe(200);
  return (response.json() as { entries: ActivityEntry[] }).entries[0]!;
}

async function act(endpoint: string, body: object) {
  const response = await authPost(shop, `/admin/${endpoint}`, body, { cookie: owner.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const userRow = async (id: string) =>
  (await shop.database.handle.db.select().from(user).where(eq(user.id, id)))[0];
const sessionsOf = (id: string) =>
  shop.database.handle.db.select().from(session).where(eq(session.userId, id));

const recorded = (action: string, subject: string) => ({
  kind: 'staff',
  action,
  actorId: owner.id,
  actorName: 'Ada Obi',
  subject,
});

describe("an owner's acts through Better Auth's admin endpoints", () => {
  it('creating an account makes a customer without a level, and is recorded', async () => {
    const email = uniqueEmail('made');
    const response = await act('create-user', { email, password: TEST_PASSWORD, name: 'Made Here' });
    const made = await userRow(response.json().user.id);
    expect(made).toMatchObject({ role: 'customer', staffLevel: null });
    expect(await latestStaffEntry()).toMatchObject(recorded('account_created', email));
  });

  it("changing an account's name and address is recorded with both values", async () => {
    const target = await createUser(shop, 'verified');
    const email = uniqueEmail('renamed');
    await act('update-user', { userId: target.id, data: { name: 'Renamed', email } });
    expect(await userRow(target.id)).toMatchObject({ name: 'Renamed', email, role: 'customer' });
    expect(await latestStaffEntry()).toMatchObject({
      ...recorded('account_updated', target.email),
      changes: { name: { from: 'Ada Obi', to: 'Renamed' }, email: { from: target.email, to: email } },
    });
  });

  it('setting a password is recorded, and the new one works', async () => {
    const target = await createUser(shop, 'verified');
    await act('set-user-password', { userId: target.id, newPassword: 'Owner-Chosen-2026' });
    expect(await signIn(shop, target.email, 'Owner-Chosen-2026')).toContain('session_token=');
    expect(await latestStaffEntry()).toMatchObject(recorded('password_set', target.email));
  });

  it('a ban and its lifting are recorded', async () => {
    const target = await createUser(shop, 'verified');
    await act('ban-user', { userId: target.id });
    expect(await userRow(target.id)).toMatchObject({ banned: true });
    expect(await latestStaffEntry()).toMatchObject(recorded('account_banned', target.email));
    await act('unban-user', { userId: target.id });
    expect(await userRow(target.id)).toMatchObject({ banned: false });
    expect(await latestStaffEntry()).toMatchObject(recorded('account_unbanned', target.email));
  });

  it('ending one session, then all, is recorded', async () => {
    const target = await createUser(shop, 'verified');
    await signIn(shop, target.email);
    const [first] = await sessionsOf(target.id);
    await act('revoke-user-session', { sessionToken: first!.token });
    expect((await sessionsOf(target.id)).map((row) => row.id)).not.toContain(first!.id);
    expect(await latestStaffEntry()).toMatchObject(recorded('session_revoked', target.email));
    await act('revoke-user-sessions', { userId: target.id });
    expect(await sessionsOf(target.id)).toEqual([]);
    expect(await latestStaffEntry()).toMatchObject(recorded('sessions_revoked', target.email));
  });

  it('removing an account is recorded under the address it had', async () => {
    const target = await createUser(shop, 'verified');
    await act('remove-user', { userId: target.id });
    expect(await userRow(target.id)).toBeUndefined();
    expect(await latestStaffEntry()).toMatchObject(recorded('account_removed', target.email));
  });

  it('a refused act records nothing', async () => {
    const before = await latestStaffEntry();
    const response = await authPost(
      shop,
      '/admin/remove-user',
      { userId: 'no-such-user' },
      { cookie: owner.cookie },
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(await latestStaffEntry()).toEqual(before);
  });
});
