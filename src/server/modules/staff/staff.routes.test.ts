import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../../../shared/staff';
import {
  activityResponseSchema,
  STAFF_FORM_MESSAGES,
  staffListResponseSchema,
} from '../../../shared/staff-forms';
import {
  createUser,
  get,
  mailLink,
  setUserFields,
  signIn,
  uniqueEmail,
  type SignedIn,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { namedUser } from '../../test/orders';
import { VALID_DETAILS } from '../../test/settings';

const NEW_PASSWORD = 'Workshop-Keys-77';
let shop: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await namedUser(shop, 'admin', 'Bola Owner');
});
afterAll(async () => shop?.close());

async function team() {
  const response = await send(shop, 'GET', '/api/admin/staff', owner.cookie);
  expect(response.statusCode).toBe(200);
  return staffListResponseSchema.parse(response.json());
}

async function invite(email: string, staffLevel: string, name = 'Chidi Store') {
  const response = await send(shop, 'POST', '/api/admin/staff/invitations', owner.cookie, {
    name,
    email,
    staffLevel,
  });
  expect(response.statusCode).toBe(201);
  const link = await mailLink(shop, email.toLowerCase(), 'You are invited');
  return { invitation: response.json(), token: link.searchParams.get('token')!, link };
}

const accept = (token: string, password = NEW_PASSWORD, name = 'Chidi Okafor') =>
  send(shop, 'POST', '/api/staff/invitations/accept', undefined, { token, name, password });

async function activity(query = '') {
  const response = await send(shop, 'GET', `/api/admin/activity${query}`, owner.cookie);
  expect(response.statusCode).toBe(200);
  return activityResponseSchema.parse(response.json());
}

describe('staff levels', () => {
  it("lists the team with each member's level, the owner among them", async () => {
    const { members } = await team();
    expect(members).toContainEqual(expect.objectContaining({ id: owner.id, staffLevel: 'owner' }));
  });

  it('leaves out an admin without a level, who may then be invited to one (issue 25, S1)', async () => {
    const stray = await createUser(shop, 'admin');
    await setUserFields(shop, stray.email, { staffLevel: null });
    expect((await team()).members.map((member) => member.id)).not.toContain(stray.id);
    expect((await get(shop, '/api/admin/products', stray.cookie)).statusCode).toBe(403);
    const { token } = await invite(stray.email, 'sales');
    expect((await accept(token)).statusCode).toBe(200);
    expect((await team()).members).toContainEqual(
      expect.objectContaining({ id: stray.id, staffLevel: 'sales' }),
    );
  });

  it('invites by mail; the invitee sets a password and becomes a verified admin of the chosen level', async () => {
    const email = uniqueEmail('Store');
    const { token, link } = await invite(email, 'storekeeper');
    expect(link.pathname).toBe('/staff/join');
    expect((await team()).invitations).toContainEqual(
      expect.objectContaining({
        email: email.toLowerCase(),
        staffLevel: 'storekeeper',
        invitedBy: 'Bola Owner',
      }),
    );

    const view = await get(shop, `/api/staff/invitations/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      name: 'Chidi Store',
      email: email.toLowerCase(),
      staffLevel: 'storekeeper',
    });

    expect((await accept(token, 'short')).statusCode).toBe(400);
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);

    const cookie = await signIn(shop, email.toLowerCase(), NEW_PASSWORD);
    const session = await get(shop, '/api/auth/get-session', cookie);
    expect(session.json().user).toMatchObject({
      role: 'admin',
      staffLevel: 'storekeeper',
      emailVerified: true,
    });
    // The link works once.
    expect((await accept(token)).statusCode).toBe(404);
    expect((await get(shop, `/api/staff/invitations/${token}`)).json()).toMatchObject({
      message: STAFF_FORM_MESSAGES.invitationInvalid,
    });
    const { members, invitations } = await team();
    expect(members).toContainEqual(
      expect.objectContaining({ name: 'Chidi Okafor', staffLevel: 'storekeeper' }),
    );
    expect(invitations.some((entry) => entry.email === email.toLowerCase())).toBe(false);
  });

  it('gives an existing customer account the level and the new password when they accept', async () => {
    const customer = await createUser(shop, 'verified');
    const { token } = await invite(customer.email, 'sales');
    expect((await accept(token)).statusCode).toBe(200);
    const cookie = await signIn(shop, customer.email, NEW_PASSWORD);
    expect((await get(shop, '/api/auth/get-session', cookie)).json().user).toMatchObject({
      role: 'admin',
      staffLevel: 'sales',
    });
    // Their old sessions are gone.
    expect((await get(shop, '/api/account', customer.cookie)).statusCode).toBe(401);
  });

  it('refuses to invite someone already on the team, and a revoked invitation grants nothing', async () => {
    const existing = await createUser(shop, 'admin');
    const again = await send(shop, 'POST', '/api/admin/staff/invitations', owner.cookie, {
      name: 'Someone',
      email: existing.email,
      staffLevel: 'sales',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STAFF_FORM_MESSAGES.alreadyOnTeam);

    const email = uniqueEmail('revoked');
    const { invitation, token } = await invite(email, 'owner');
    const revoke = await send(shop, 'DELETE', `/api/admin/staff/invitations/${invitation.id}`, owner.cookie);
    expect(revoke.statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(404);
    expect((await team()).members.some((member) => member.email === email.toLowerCase())).toBe(false);
  });

  it('refuses bad invitations with the field named and writes nothing', async () => {
    const before = await team();
    for (const body of [
      { name: 'A', email: 'not-an-address', staffLevel: 'sales' },
      { name: 'A', email: uniqueEmail(), staffLevel: 'janitor' },
      { name: '', email: uniqueEmail(), staffLevel: 'sales' },
      { name: 'A', email: uniqueEmail(), staffLevel: 'sales', role: 'admin' },
    ]) {
      const response = await send(shop, 'POST', '/api/admin/staff/invitations', owner.cookie, body);
      expect(response.statusCode).toBe(400);
    }
    expect(await team()).toEqual(before);
  });

  it('changes a level and removes access; the last owner can be neither lowered nor removed', async () => {
    const other = await createUser(shop, 'admin');
    await setUserFields(shop, other.email, { staffLevel: 'sales' });
    const lower = await send(shop, 'PATCH', `/api/admin/staff/${other.id}`, owner.cookie, {
      staffLevel: 'storekeeper',
    });
    expect(lower.statusCode).toBe(200);
    expect((await get(shop, '/api/auth/get-session', other.cookie)).json().user.staffLevel).toBe(
      'storekeeper',
    );

    const remove = await send(shop, 'DELETE', `/api/admin/staff/${other.id}`, owner.cookie);
    expect(remove.statusCode).toBe(200);
    // Signed out everywhere; the account stays a customer's.
    expect((await get(shop, '/api/account', other.cookie)).statusCode).toBe(401);
    const cookie = await signIn(shop, other.email);
    expect((await send(shop, 'GET', '/api/admin/products', cookie)).statusCode).toBe(403);

    // Every other owner is lowered: then this owner is the last one.
    for (const member of (await team()).members)
      if (member.id !== owner.id && member.staffLevel === 'owner')
        await send(shop, 'PATCH', `/api/admin/staff/${member.id}`, owner.cookie, { staffLevel: 'sales' });
    for (const [method, body] of [
      ['PATCH', { staffLevel: 'sales' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await send(shop, method, `/api/admin/staff/${owner.id}`, owner.cookie, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(STAFF_MESSAGES.lastOwner);
    }
    expect((await team()).members).toContainEqual(
      expect.objectContaining({ id: owner.id, staffLevel: 'owner' }),
    );
  });

  it('keeps the Staff section and Better Auth’s admin endpoints to owners', async () => {
    const sales = await createUser(shop, 'admin');
    await setUserFields(shop, sales.email, { staffLevel: 'sales' });
    const customer = await createUser(shop, 'verified');
    for (const [cookie, status] of [
      [undefined, 401],
      [customer.cookie, 403],
      [sales.cookie, 403],
    ] as const) {
      expect((await send(shop, 'GET', '/api/admin/staff', cookie)).statusCode).toBe(status);
      expect((await send(shop, 'GET', '/api/admin/activity', cookie)).statusCode).toBe(status);
      const invite = await send(shop, 'POST', '/api/admin/staff/invitations', cookie, {
        name: 'X',
        email: uniqueEmail(),
        staffLevel: 'owner',
      });
      expect(invite.statusCode).toBe(status);
      expect(
        (await send(shop, 'PATCH', `/api/admin/staff/${sales.id}`, cookie, { staffLevel: 'owner' }))
          .statusCode,
      ).toBe(status);
    }
    // A sales admin cannot make themselves an owner or anyone an admin through Better Auth.
    const setRole = await send(shop, 'POST', '/api/auth/admin/set-role', sales.cookie, {
      userId: customer.id,
      role: 'admin',
    });
    expect(setRole.statusCode).toBe(403);
    expect((await get(shop, '/api/auth/get-session', sales.cookie)).json().user.staffLevel).toBe('sales');
    expect((await get(shop, '/api/auth/get-session', customer.cookie)).json().user.role).toBe('customer');
  });

  it('lists who did what across products, orders, settings and staff, filterable by person and kind', async () => {
    const put = await send(shop, 'PUT', '/api/admin/settings/business', owner.cookie, VALID_DETAILS);
    expect(put.statusCode).toBe(200);
    const all = await activity();
    expect(all.entries[0]).toMatchObject({
      kind: 'settings',
      action: 'saved',
      actorId: owner.id,
      actorName: 'Bola Owner',
      subject: 'Business details',
    });
    expect(all.entries.some((entry) => entry.kind === 'staff' && entry.action === 'invited')).toBe(true);
    expect(all.people).toContainEqual({ id: owner.id, name: 'Bola Owner' });

    const settingsOnly = await activity('?kind=settings');
    expect(settingsOnly.entries.length).toBeGreaterThan(0);
    expect(settingsOnly.entries.every((entry) => entry.kind === 'settings')).toBe(true);
    const joined = (await activity('?kind=staff')).entries.find((entry) => entry.action === 'joined')!;
    const byJoiner = await activity(`?actor=${joined.actorId}`);
    expect(byJoiner.entries.every((entry) => entry.actorId === joined.actorId)).toBe(true);

    // Pages follow one another without repeating an entry.
    const first = await activity('?limit=2');
    const second = await activity(`?limit=2&before=${first.cursor}`);
    expect(first.cursor).not.toBeNull();
    expect(second.entries.map((entry) => entry.id)).not.toContain(first.entries[0]!.id);
    expect(new Date(second.entries[0]!.createdAt) <= new Date(first.entries[1]!.createdAt)).toBe(true);
  });
});
