import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { user } from '../../db/schema';
import {
  authPost,
  cookieHeader,
  get,
  mailLink,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueIp,
  verifyByMail,
  waitForMail,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { readOutbox } from '../../test/mail';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

async function signUpWith(extra: object) {
  const email = uniqueEmail('origin');
  const response = await authPost(shop, '/sign-up/email', {
    name: 'Ada',
    email,
    password: TEST_PASSWORD,
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  return { email };
}

async function storedUser(email: string) {
  const [row] = await shop.database.handle.db.select().from(user).where(eq(user.email, email));
  return row;
}

describe('sign-up', () => {
  it('creates a signed-in customer with the display name and mails a verification link to PUBLIC_URL', async () => {
    const email = uniqueEmail('new');
    const response = await authPost(shop, '/sign-up/email', {
      name: 'Chioma Eze',
      email,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email,
      name: 'Chioma Eze',
      emailVerified: false,
      role: 'customer',
    });
    expect(response.json()).not.toHaveProperty('token');
    expect(await storedUser(email)).toMatchObject({
      role: 'customer',
      emailVerified: false,
      name: 'Chioma Eze',
    });

    const account = await get(shop, '/api/account', cookieHeader(response));
    expect(account.statusCode).toBe(200);
    expect(account.json().user).toMatchObject({
      email,
      name: 'Chioma Eze',
      role: 'customer',
      emailVerified: false,
    });

    const mail = await waitForMail(shop, email, 'Verify your email');
    expect(mail.parts).toEqual(['text/plain', 'text/html']);
    expect(mail.text).toContain('GaragePro');
    expect(mail.html).toContain('GaragePro');
    const link = await mailLink(shop, email, 'Verify your email');
    expect(link.origin).toBe(shop.config.publicUrl);
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(mail.html).toContain(link.href.replace(/&/g, '&#38;'));
  });

  it('verifies the address from the link, signs the user in and returns to the site', async () => {
    const { email, cookie } = await signUp(shop, { email: uniqueEmail('verify') });
    expect((await get(shop, '/api/checkout/eligibility', cookie)).statusCode).toBe(403);
    const opened = await verifyByMail(shop, email);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/');
    expect((await storedUser(email))?.emailVerified).toBe(true);
    // The old session sees the change, and so does the session the link opened.
    expect((await get(shop, '/api/checkout/eligibility', cookie)).statusCode).toBe(200);
    expect((await get(shop, '/api/checkout/eligibility', cookieHeader(opened))).statusCode).toBe(200);
  });

  it.each([
    [{ role: 'admin' }, 'role'],
    [{ emailVerified: true }, 'emailVerified'],
    [{ banned: false }, 'banned'],
  ])('refuses %o and creates nothing', async (extra, field) => {
    const email = uniqueEmail('sneaky');
    const response = await authPost(shop, '/sign-up/email', {
      name: 'Eve',
      email,
      password: TEST_PASSWORD,
      ...extra,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: `${field} cannot be set here` });
    expect(await storedUser(email)).toBeUndefined();
  });

  it.each([
    [{ name: '   ' }, AUTH_MESSAGES.nameRequired],
    [{ name: undefined }, AUTH_MESSAGES.nameRequired],
    [{ email: 'ada@example' }, AUTH_MESSAGES.invalidEmail],
    [{ email: 'ada obi@example.com' }, AUTH_MESSAGES.invalidEmail],
    [{ password: '12345' }, AUTH_MESSAGES.passwordTooShort],
    [{ password: 'Password1' }, AUTH_MESSAGES.commonPassword],
    [{ password: 'QWERTY123' }, AUTH_MESSAGES.commonPassword],
    [{ password: 'iloveyou' }, AUTH_MESSAGES.commonPassword],
  ])('refuses %o with the clear message', async (change, message) => {
    const body = { name: 'Ada Obi', email: uniqueEmail('rules'), password: TEST_PASSWORD, ...change };
    const response = await authPost(shop, '/sign-up/email', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
  });

  it('returns from the verification link to the page the sign-up started from', async () => {
    const { email } = await signUpWith({ callbackURL: '/checkout?verified=1' });
    const opened = await verifyByMail(shop, email);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/checkout?verified=1');
  });

  it.each(['https://evil.test/', '//evil.test/checkout', '/\\evil.test', 'javascript:alert(1)'])(
    'refuses a verification link that would lead to another site (%s)',
    async (callbackURL) => {
      const response = await authPost(shop, '/sign-up/email', {
        name: 'Ada',
        email: uniqueEmail('cb'),
        password: TEST_PASSWORD,
        callbackURL,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    },
  );
});

describe('sign-in', () => {
  it.each([
    [{ email: '' }, AUTH_MESSAGES.emailRequired],
    [{ password: undefined }, AUTH_MESSAGES.passwordRequired],
  ])('refuses %o with the clear message', async (change, message) => {
    const response = await authPost(shop, '/sign-in/email', {
      email: 'ada@example.com',
      password: 'x',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
  });

  it('signs in an unverified user (checkout is what needs the verified address)', async () => {
    const { email } = await signUp(shop);
    const response = await authPost(shop, '/sign-in/email', { email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email, emailVerified: false, role: 'customer' });
    expect(response.json()).not.toHaveProperty('token');
  });
});

describe('session cookie and update-user', () => {
  it('is HttpOnly and SameSite=Lax, and not Secure on http', async () => {
    const response = await authPost(shop, '/sign-up/email', {
      name: 'Ada',
      email: uniqueEmail('cookie'),
      password: TEST_PASSWORD,
    });
    const session = response.cookies.find((cookie) => cookie.name.endsWith('session_token'))!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.secure).toBeFalsy();
  });

  it('lets users change their name but never their role or verified flag', async () => {
    const { email, cookie } = await signUp(shop);
    const renamed = await authPost(shop, '/update-user', { name: 'Ada O.' }, { cookie });
    expect(renamed.statusCode).toBe(200);
    for (const body of [
      { role: 'admin' },
      { emailVerified: true },
      { name: 'X', role: 'admin' },
      { name: ' ' },
    ]) {
      const response = await authPost(shop, '/update-user', body, { cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await storedUser(email)).toMatchObject({ name: 'Ada O.', role: 'customer', emailVerified: false });
  });

  it('signs out: the session no longer opens the account', async () => {
    const { cookie } = await signUp(shop);
    expect((await authPost(shop, '/sign-out', {}, { cookie })).statusCode).toBe(200);
    expect((await get(shop, '/api/account', cookie)).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a link, takes a new password, signs the user in; the old password stops working', async () => {
    const { email, cookie: oldSession } = await signUp(shop, { email: uniqueEmail('reset') });
    const requested = await authPost(shop, '/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(requested.statusCode).toBe(200);
    const unknown = await authPost(shop, '/request-password-reset', {
      email: uniqueEmail('nobody'),
      redirectTo: '/reset-password',
    });
    // The same answer whether or not the address has an account.
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(requested.body);

    const link = await mailLink(shop, email, 'Reset your');
    expect(link.origin).toBe(shop.config.publicUrl);
    const opened = await get(shop, `${link.pathname}${link.search}`);
    expect(opened.statusCode).toBe(302);
    const landing = new URL(opened.headers.location as string, shop.config.publicUrl);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token')!;

    const common = await authPost(shop, '/reset-password', { token, newPassword: 'letmein123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ code: 'VALIDATION_FAILED', message: AUTH_MESSAGES.commonPassword });

    const reset = await authPost(shop, '/reset-password', { token, newPassword: 'Brand-New-Lift-9' });
    expect(reset.statusCode).toBe(200);
    expect((await get(shop, '/api/account', cookieHeader(reset))).statusCode).toBe(200);
    expect((await get(shop, '/api/account', oldSession)).statusCode).toBe(401);

    const old = await authPost(shop, '/sign-in/email', { email, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    await signIn(shop, email, 'Brand-New-Lift-9');

    const reused = await authPost(shop, '/reset-password', { token, newPassword: 'Another-Lift-10' });
    expect(reused.statusCode).toBe(400);
  });

  it('sends no mail for an address without an account', async () => {
    const email = uniqueEmail('ghost');
    await authPost(shop, '/request-password-reset', { email, redirectTo: '/reset-password' });
    // A real account's reset, asked after it: once its mail is out, the queue is past the first request.
    const { email: real } = await signUp(shop);
    await authPost(shop, '/request-password-reset', { email: real, redirectTo: '/reset-password' });
    await waitForMail(shop, real, 'Reset your');
    expect(readOutbox(shop.config.outboxDir, email)).toHaveLength(0);
  });
});

describe('resend verification', () => {
  it('mails a new link to a signed-in unverified user, and refuses once verified', async () => {
    const { email, cookie } = await signUp(shop, { email: uniqueEmail('resend') });
    await waitForMail(shop, email, 'Verify your email');
    const ip = uniqueIp();
    const resent = await authPost(
      shop,
      '/send-verification-email',
      { email, callbackURL: '/cart' },
      { cookie, ip },
    );
    expect(resent.statusCode).toBe(200);
    await waitForMail(shop, email, 'Verify your email', 2);
    expect(readOutbox(shop.config.outboxDir, email).length).toBe(2);
    const link = await mailLink(shop, email, 'Verify your email');
    expect(link.searchParams.get('callbackURL')).toBe('/cart');
    const opened = await get(shop, `${link.pathname}${link.search}`);
    expect(opened.headers.location).toBe('/cart');
    const again = await authPost(shop, '/send-verification-email', { email }, { cookie, ip });
    expect(again.statusCode).toBe(400);
  });
});
