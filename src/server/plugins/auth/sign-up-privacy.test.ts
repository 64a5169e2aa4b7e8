import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user, verification } from '../../db/schema';
import {
  authPost,
  cookieHeader,
  get,
  mailLink,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  waitForMail,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { readOutbox } from '../../test/mail';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

const ATTEMPT_SUBJECT = 'Someone tried to create';

/** Field names and value types of a JSON value, without the values. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => [key, shapeOf(item)]),
  );
}

async function sessionsOf(email: string) {
  const [owner] = await shop.database.handle.db.select().from(user).where(eq(user.email, email));
  return shop.database.handle.db.select().from(session).where(eq(session.userId, owner!.id));
}

describe('sign-up with an address that already has an account', () => {
  it('answers as for a new address: same status, same body shape, and no session', async () => {
    const owner = await signUp(shop, { email: uniqueEmail('owner'), name: 'Ngozi Okafor' });
    const sessionsBefore = await sessionsOf(owner.email);

    const fresh = await authPost(shop, '/sign-up/email', {
      name: 'Tunde Bello',
      email: uniqueEmail('fresh'),
      password: TEST_PASSWORD,
    });
    const taken = await authPost(shop, '/sign-up/email', {
      name: 'Tunde Bello',
      email: owner.email.toUpperCase(),
      password: 'Another-Garage-77',
    });

    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(fresh.statusCode).toBe(200);
    expect(shapeOf(taken.json())).toEqual(shapeOf(fresh.json()));
    expect(taken.json().user).toMatchObject({
      email: owner.email,
      name: 'Tunde Bello',
      emailVerified: false,
      role: 'customer',
    });
    expect(taken.json().user.id).not.toBe(owner.id);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);

    // The new address is signed in; the taken one opens nothing, and the owner's account is unchanged.
    expect((await get(shop, '/api/account', cookieHeader(fresh))).statusCode).toBe(200);
    expect(cookieHeader(taken)).toBe('');
    expect(await sessionsOf(owner.email)).toHaveLength(sessionsBefore.length);
    const [stored] = await shop.database.handle.db.select().from(user).where(eq(user.email, owner.email));
    expect(stored).toMatchObject({ name: 'Ngozi Okafor', emailVerified: false });
    await signIn(shop, owner.email, TEST_PASSWORD);
    const refused = await authPost(shop, '/sign-in/email', {
      email: owner.email,
      password: 'Another-Garage-77',
    });
    expect(refused.statusCode).toBe(401);
  });

  it('mails the owner a password-reset link that works once, for one hour', async () => {
    const owner = await signUp(shop, { email: uniqueEmail('owner'), name: 'Ngozi Okafor' });
    await waitForMail(shop, owner.email, 'Verify your email');
    const attempt = await authPost(shop, '/sign-up/email', {
      name: 'Somebody Else',
      email: owner.email,
      password: 'Another-Garage-77',
    });
    expect(attempt.statusCode).toBe(200);

    const mail = await waitForMail(shop, owner.email, ATTEMPT_SUBJECT);
    expect(mail.text).toContain('Ngozi Okafor');
    expect(mail.text).toContain('If this was you');
    expect(mail.parts).toEqual(['text/plain', 'text/html']);
    // Only that mail: no verification mail for someone else's attempt.
    const subjects = readOutbox(shop.config.outboxDir, owner.email).map((item) => item.headers.subject);
    expect(subjects.filter((subject) => subject?.includes('Verify your email'))).toHaveLength(1);

    const link = await mailLink(shop, owner.email, ATTEMPT_SUBJECT);
    expect(link.origin).toBe(shop.config.publicUrl);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[A-Za-z0-9]{24}$/);
    expect(mail.html).toContain(link.href.replace(/&/g, '&#38;'));
    const token = link.pathname.split('/').at(-1)!;
    const [stored] = await shop.database.handle.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect(stored!.value).toBe(owner.id);
    const lifetime = stored!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);

    const opened = await get(shop, `${link.pathname}${link.search}`);
    expect(opened.statusCode).toBe(302);
    const landing = new URL(opened.headers.location as string, shop.config.publicUrl);
    expect(landing.pathname).toBe('/reset-password');
    expect(landing.searchParams.get('token')).toBe(token);

    const reset = await authPost(shop, '/reset-password', { token, newPassword: 'Owner-Fresh-Lift-5' });
    expect(reset.statusCode).toBe(200);
    expect((await get(shop, '/api/account', cookieHeader(reset))).statusCode).toBe(200);
    await signIn(shop, owner.email, 'Owner-Fresh-Lift-5');
    const again = await authPost(shop, '/reset-password', { token, newPassword: 'Owner-Other-Lift-6' });
    expect(again.statusCode).toBe(400);
  });

  it('sends the verification mail, not the attempt mail, for a new address', async () => {
    const email = uniqueEmail('newcomer');
    const response = await authPost(shop, '/sign-up/email', {
      name: 'Ada Obi',
      email,
      password: TEST_PASSWORD,
      callbackURL: '/checkout',
    });
    expect(response.statusCode).toBe(200);
    const link = await mailLink(shop, email, 'Verify your email');
    expect(link.searchParams.get('callbackURL')).toBe('/checkout');
    expect(
      readOutbox(shop.config.outboxDir, email).filter((mail) =>
        mail.headers.subject?.includes(ATTEMPT_SUBJECT),
      ),
    ).toHaveLength(0);
  });
});
