import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { user } from '../db/schema';
import type { TestApp } from './app';
import { firstLink, readOutbox, type ParsedMail } from './mail';

/** Not on the common-passwords list. */
export const TEST_PASSWORD = 'Garage-Tested-42';

let counter = 0;
let addresses = 0;
/** A client address of its own, so the per-address limits of one test never touch another's. */
export function uniqueIp(): string {
  const n = ++addresses;
  return `10.200.${(n >> 8) & 255}.${n & 255}`;
}

/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${process.pid}-${++counter}@example.com`;
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '' && cookie.maxAge !== 0)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

interface CallOptions {
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** A JSON POST to a Better Auth route as the shop's own pages send it (same-origin). */
export function authPost(shop: TestApp, path: string, body: object, options: CallOptions = {}) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    payload: body,
    remoteAddress: options.ip ?? uniqueIp(),
    headers: {
      origin: shop.config.publicUrl,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
  });
}

export function get(shop: TestApp, url: string, cookie?: string, extra: Partial<InjectOptions> = {}) {
  return shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {}, ...extra });
}

export interface SignedIn {
  email: string;
  cookie: string;
  id: string;
}

export async function signUp(
  shop: TestApp,
  { email = uniqueEmail(), name = 'Ada Obi', password = TEST_PASSWORD, ip = uniqueIp() } = {},
): Promise<SignedIn> {
  const response = await authPost(shop, '/sign-up/email', { name, email, password }, { ip });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { email, cookie: cookieHeader(response), id: response.json().user.id };
}

export async function signIn(shop: TestApp, email: string, password = TEST_PASSWORD, ip = uniqueIp()) {
  const response = await authPost(shop, '/sign-in/email', { email, password }, { ip });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(response);
}

/**
 * Waits for the outbox to hold `count` messages (one unless said) to `to` whose subject contains `subject`;
 * the newest one. Every mail goes through the job queue, so it lands a moment after the request.
 */
export async function waitForMail(
  shop: TestApp,
  to: string,
  subject: string,
  count = 1,
): Promise<ParsedMail> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mails = readOutbox(shop.config.outboxDir, to).filter((mail) =>
      (mail.headers.subject ?? '').includes(subject),
    );
    if (mails.length >= count) return mails.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The link of the newest mail to `to` with that subject, as a path and query on the test app. */
export async function mailLink(shop: TestApp, to: string, subject: string): Promise<URL> {
  const link = firstLink((await waitForMail(shop, to, subject)).text);
  if (!link) throw new Error(`the mail "${subject}" to ${to} has no link`);
  return new URL(link);
}

/** Opens the verification link of the sign-up mail; answers the response (a redirect, new cookie). */
export async function verifyByMail(shop: TestApp, email: string) {
  const link = await mailLink(shop, email, 'Verify your email');
  return get(shop, `${link.pathname}${link.search}`);
}

/** Sets fields no client may set, straight in the database. */
export async function setUserFields(
  shop: TestApp,
  email: string,
  fields: { role?: string; emailVerified?: boolean; staffLevel?: string | null },
) {
  await shop.database.handle.db.update(user).set(fields).where(eq(user.email, email.toLowerCase()));
}

/** A signed-in customer: verified or not, or an admin (an owner: an admin without a level may do nothing). */
export async function createUser(
  shop: TestApp,
  kind: 'unverified' | 'verified' | 'admin',
  ip = uniqueIp(),
): Promise<SignedIn> {
  const account = await signUp(shop, { email: uniqueEmail(kind), ip });
  if (kind !== 'unverified') await setUserFields(shop, account.email, { emailVerified: true });
  if (kind === 'admin') await setUserFields(shop, account.email, { role: 'admin', staffLevel: 'owner' });
  return account;
}
