import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { openDatabase } from '../../db/client';
import { user } from '../../db/schema';
import { get, signIn, signUp, TEST_PASSWORD, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, parseCreateAdminArgs } from './create-admin';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

describe('createAdmin', () => {
  it('creates a verified admin who can sign in and reach the admin routes', async () => {
    const email = uniqueEmail('boss');
    const result = await createAdmin(shop.app.auth, {
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
      name: 'Boss',
    });
    expect(result).toMatchObject({ action: 'created', email });
    const cookie = await signIn(shop, email);
    expect((await get(shop, '/api/account', cookie)).json().user).toMatchObject({
      email,
      name: 'Boss',
      role: 'admin',
      emailVerified: true,
    });
    expect((await get(shop, '/api/admin/contact-messages', cookie)).statusCode).toBe(200);
  });

  it('promotes and verifies an existing customer, keeping the password', async () => {
    const { email, cookie } = await signUp(shop);
    expect((await get(shop, '/api/admin/contact-messages', cookie)).statusCode).toBe(403);
    const result = await createAdmin(shop.app.auth, { email, password: 'Ignored-Password-1' });
    expect(result.action).toBe('promoted');
    // The promotion shows on the session the customer already has.
    expect((await get(shop, '/api/admin/contact-messages', cookie)).statusCode).toBe(200);
    await signIn(shop, email, TEST_PASSWORD);
  });

  it.each([
    [{ email: 'not-an-email', password: TEST_PASSWORD }, AUTH_MESSAGES.invalidEmail],
    [{ email: 'new-admin@example.com' }, '--password is required'],
    [{ email: 'new-admin@example.com', password: '12345' }, AUTH_MESSAGES.passwordTooShort],
    [{ email: 'new-admin@example.com', password: 'Admin123' }, AUTH_MESSAGES.commonPassword],
  ])('refuses %o', async (input, message) => {
    await expect(createAdmin(shop.app.auth, input)).rejects.toThrow(message);
    const [row] = await shop.database.handle.db
      .select()
      .from(user)
      .where(eq(user.email, 'new-admin@example.com'));
    expect(row).toBeUndefined();
  });

  it('reads its arguments', () => {
    expect(parseCreateAdminArgs(['--email', 'a@b.ng', '--password', 'x', '--name', 'A B'])).toEqual({
      email: 'a@b.ng',
      password: 'x',
      name: 'A B',
    });
    expect(() => parseCreateAdminArgs(['--password', 'x'])).toThrow('--email is required');
    expect(() => parseCreateAdminArgs(['--email', 'a@b.ng', '--role', 'x'])).toThrow('Usage');
  });
});

function run(
  dataDir: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const { PORT: _port, PUBLIC_URL: _publicUrl, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], {
    env: {
      ...inherited,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('npm run create-admin', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses while a server holds the embedded database, then creates the admin', async () => {
    // The template database when there is one (embedded runs); otherwise the script creates its own.
    const template = inject('pgliteTemplateDir');
    if (template) cpSync(template, path.join(dataDir, 'db'), { recursive: true });
    const args = ['--email', 'owner@example.com', '--password', TEST_PASSWORD, '--name', 'Owner'];

    const held = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    const locked = await run(dataDir, args);
    await held.close();
    expect(locked.code).toBe(1);
    expect(locked.output).toContain('stop the server');

    // The sign-in address follows PORT, and PUBLIC_URL when it is set.
    const created = await run(dataDir, args, { PORT: '4123' });
    expect(created.output).toContain('Created the admin account owner@example.com');
    expect(created.output).toContain('Sign in at http://localhost:4123/login');
    expect(created.code).toBe(0);
    const promoted = await run(dataDir, args, { PUBLIC_URL: 'https://shop.example.ng' });
    expect(promoted.output).toContain('owner@example.com is now an admin');
    expect(promoted.output).toContain('Sign in at https://shop.example.ng/login');
    expect(promoted.code).toBe(0);

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const rows = await database.db.select().from(user);
      expect(rows).toEqual([
        expect.objectContaining({ email: 'owner@example.com', role: 'admin', emailVerified: true }),
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
