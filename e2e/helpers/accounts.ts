import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { listProducts } from './storefront';
import { linkIn, waitForMail } from './mailbox';

export interface Account {
  name: string;
  email: string;
  password: string;
}

export const VERIFY_SUBJECT = /^Verify your email address/;
export const RESET_SUBJECT = /^Reset your .* password/;

/** The suite's server, as every process of the run sees it (playwright.config.ts sets E2E_PORT). */
export function baseUrl(): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is not set: run the suite through playwright.config.ts');
  return `http://127.0.0.1:${port}`;
}

/** A new address for each account: the workers run side by side on one database. */
export function uniqueAccount(label: string): Account {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    name: `${label[0]!.toUpperCase()}${label.slice(1)} Tester ${id.slice(-4)}`,
    email: `${label}-${id}@garagepro.test`,
    password: `Pw-${randomBytes(9).toString('base64url')}`,
  };
}

/** A request the server takes as coming from the shop's own pages. */
function post(request: APIRequestContext, path: string, data: unknown) {
  return request.post(path, { data, headers: { origin: baseUrl() } });
}

/**
 * POST /api/auth/<path>; a 429 (the per-address limits; all the suite's requests share one address)
 * is waited out and retried rather than failing a test.
 */
async function authPost(request: APIRequestContext, path: string, data: unknown) {
  for (let attempt = 0; ; attempt++) {
    const response = await post(request, `${baseUrl()}/api/auth/${path}`, data);
    if (response.status() !== 429 || attempt >= 3) return response;
    const wait = Number(response.headers()['retry-after'] ?? 5);
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(wait, 1), 20) * 1000));
  }
}

/** Creates the account; the request context (a page's, or a separate one) is then signed in, unverified. */
export async function signUp(request: APIRequestContext, account: Account): Promise<void> {
  const response = await authPost(request, 'sign-up/email', { ...account, callbackURL: '/' });
  expect(response.status(), await response.text()).toBe(200);
}

export async function signIn(request: APIRequestContext, account: Pick<Account, 'email' | 'password'>) {
  const response = await authPost(request, 'sign-in/email', {
    email: account.email,
    password: account.password,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** An API client of its own signed in as `account` (the admin), so the page under test stays a visitor's. */
export async function staffRequest(account: Pick<Account, 'email' | 'password'>): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL: baseUrl() });
  await signIn(request, account);
  return request;
}

/** Signs the page's browser context in (the cookies are shared with page.request). */
export async function signInPage(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await signIn(page.request, account);
}

/** A verified customer: signed up in a context of its own, verified by the link of the real mail. */
export async function createVerifiedAccount(dataDir: string, label: string): Promise<Account> {
  const account = uniqueAccount(label);
  const request = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    await signUp(request, account);
    const mail = await waitForMail(dataDir, account.email, VERIFY_SUBJECT);
    const response = await request.get(linkIn(mail, /\/verify-email\?/));
    expect(response.ok()).toBe(true);
  } finally {
    await request.dispose();
  }
  return account;
}

/** One product in the cart from the first page load on (the cart reads local storage at start). */
export async function fillCart(page: Page, request: APIRequestContext): Promise<string> {
  const product = (await listProducts(request)).find((item) => item.inStock);
  if (!product) throw new Error('The demo catalogue needs a product in stock');
  const items = [{ id: product.id, name: product.name, price: product.price, quantity: 1 }];
  await page.addInitScript((stored) => {
    if (!window.localStorage.getItem('autoparts-cart')) window.localStorage.setItem('autoparts-cart', stored);
  }, JSON.stringify(items));
  return product.name;
}
