import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { Account } from './accounts';
import { linkIn, waitForMail } from './mailbox';

/** A shop of its own for one spec: a fresh database no other spec writes to (the owner never saved). */
export interface FreshShop {
  url: string;
  dataDir: string;
  admin: Account;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the suite's server script (scripts/e2e-server.mjs: the built shop, a new embedded database, an
 * SMTP mailbox, an owner made by create-admin) on a port of its own, with `env` added; waits until ready.
 */
export async function startFreshShop(env: Record<string, string>): Promise<FreshShop> {
  const port = await freePort();
  const parent = mkdtempSync(path.join(os.tmpdir(), 'shop-fresh-'));
  const dataDir = path.join(parent, 'data');
  const admin: Account = {
    name: 'E2E Admin',
    email: 'fresh-owner@garagepro.test',
    password: `Adm-${randomBytes(12).toString('base64url')}`,
  };
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: {
      ...process.env,
      ...env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      E2E_ADMIN_EMAIL: admin.email,
      E2E_ADMIN_PASSWORD: admin.password,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expect(async () => {
    expect(child.exitCode, 'the fresh shop stopped').toBeNull();
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
  }).toPass({ timeout: 180_000, intervals: [500] });
  return {
    url,
    dataDir,
    admin,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** A request context on the fresh shop that the shop takes as its own pages' (origin). */
export function shopRequest(shop: FreshShop): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: shop.url, extraHTTPHeaders: { origin: shop.url } });
}

/** Signs a request context (a page's too) in on the fresh shop. */
export async function signInOn(shop: FreshShop, request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post(`${shop.url}/api/auth/sign-in/email`, {
    data: { email: account.email, password: account.password },
    headers: { origin: shop.url },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A verified customer of the fresh shop, verified by the link of its real mail. */
export async function verifiedCustomerOn(shop: FreshShop): Promise<Account> {
  const id = randomBytes(4).toString('hex');
  const account: Account = {
    name: 'Fresh Shopper',
    email: `fresh-${id}@garagepro.test`,
    password: `Pw-${randomBytes(9).toString('base64url')}`,
  };
  const request = await shopRequest(shop);
  try {
    const signUp = await request.post('/api/auth/sign-up/email', { data: { ...account, callbackURL: '/' } });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const mail = await waitForMail(shop.dataDir, account.email, /^Verify your email address/);
    expect((await request.get(linkIn(mail, /\/verify-email\?/))).ok()).toBe(true);
  } finally {
    await request.dispose();
  }
  return account;
}
