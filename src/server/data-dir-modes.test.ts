import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEST_PASSWORD } from './test/accounts';
import { fileCount, notOwnerOnly, openToEveryone } from './test/file-modes';
import { testJpeg } from './test/images';
import { freePort, killShopProcesses, runShopProcess, waitFor, type ShopProcess } from './test/processes';

// Issue 25, S3: 968 of 1,112 files under DATA_DIR/db were mode 0666 (the WAL holds emails, password hashes
// and reset tokens), backups and outbox mails 0644. Whatever writes there, it is the shop's user's alone.
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-modes-'));
const backupsDir = mkdtempSync(path.join(tmpdir(), 'shop-modes-backups-'));
afterAll(() => {
  killShopProcesses();
  for (const dir of [dataDir, backupsDir]) rmSync(dir, { recursive: true, force: true });
});

/** The port the last server ran on, given in its environment only. */
let lastPort = 0;

const OWNER = { email: 'owner@example.com', password: TEST_PASSWORD };

async function finished(run: ShopProcess): Promise<string> {
  const code = await run.exited;
  expect(code, run.output()).toBe(0);
  return run.output();
}

const createAdmin = (env: Record<string, string> = {}) =>
  finished(
    runShopProcess(
      'scripts/create-admin.ts',
      ['--email', OWNER.email, '--password', OWNER.password, '--name', 'Owner'],
      { DATA_DIR: dataDir, ...env },
    ),
  );

const backUp = (file: string) => finished(runShopProcess('scripts/backup.ts', [file], { DATA_DIR: dataDir }));

async function startServer(port: number): Promise<ShopProcess> {
  const server = runShopProcess('src/server/main.ts', [], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  });
  await waitFor(() => server.output().includes('The shop is running at'), 170_000, 'the server');
  return server;
}

async function stop(server: ShopProcess) {
  server.child.kill('SIGTERM');
  expect(await server.exited, server.output()).toBe(0);
}

const modeOf = (file: string) => (statSync(file).mode & 0o7777).toString(8).padStart(4, '0');

describe('DATA_DIR and backups are the shop user’s alone', () => {
  it('S3: after create-admin, a start that writes the database, a picture, a mail, the secret and backups, and a start over open modes', async () => {
    // A data folder as `mkdir` makes it, with a database holding PGlite's own modes (0666 files).
    chmodSync(dataDir, 0o755);
    const template = inject('pgliteTemplateDir');
    if (template) cpSync(template, path.join(dataDir, 'db'), { recursive: true });

    await createAdmin();
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(true);
    expect(notOwnerOnly(dataDir)).toEqual([]);

    const port = await freePort();
    const server = await startServer(port);
    const origin = `http://127.0.0.1:${port}`;
    const headers = { origin, 'content-type': 'application/json' };
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify(OWNER),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');

    // A picture, stored in DATA_DIR/uploads.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await testJpeg())], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${origin}/api/uploads/images`, {
      method: 'POST',
      headers: { origin, cookie },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { public_id: publicId } = await uploaded.json();

    // A mail to the outbox (no SMTP_URL): the new shopper's verification mail.
    const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'shopper@example.com', password: TEST_PASSWORD, name: 'Ada Obi' }),
    });
    expect(signUp.status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    await waitFor(
      () => existsSync(outbox) && readdirSync(outbox).some((f) => f.endsWith('.eml')),
      30_000,
      'a mail',
    );

    // Backups, through the running shop: into a folder the command makes, and over a file left 0644.
    const fresh = path.join(backupsDir, 'nightly', 'shop.backup');
    await backUp(fresh);
    const old = path.join(backupsDir, 'old.backup');
    writeFileSync(old, 'an older backup');
    chmodSync(old, 0o644);
    await backUp(old);
    expect([modeOf(path.dirname(fresh)), modeOf(fresh), modeOf(old)]).toEqual(['0700', '0600', '0600']);

    expect(fileCount(path.join(dataDir, 'db'))).toBeGreaterThan(900);
    expect(existsSync(path.join(dataDir, 'uploads', publicId))).toBe(true);
    expect(notOwnerOnly(dataDir)).toEqual([]);
    await stop(server);
    expect(notOwnerOnly(dataDir)).toEqual([]);

    // A data folder an older version left open: the next start corrects all of it.
    openToEveryone(dataDir);
    expect(notOwnerOnly(dataDir).length).toBeGreaterThan(900);
    lastPort = await freePort();
    const again = await startServer(lastPort);
    expect(again.output()).toMatch(/Made \d+ files and folders in .* private to this user/);
    expect(notOwnerOnly(dataDir)).toEqual([]);
    await stop(again);
  }, 600_000);

  it('create-admin names the address the shop ran at when PORT was only in its environment, else the one it is given', async () => {
    expect(lastPort).toBeGreaterThan(0);
    expect(await createAdmin()).toContain(`Sign in at http://localhost:${lastPort}/login.`);
    expect(await createAdmin({ PORT: '4123' })).toContain('Sign in at http://localhost:4123/login.');
    expect(await createAdmin({ PUBLIC_URL: 'https://garagepro.example' })).toContain(
      'Sign in at https://garagepro.example/login.',
    );
    expect(notOwnerOnly(dataDir)).toEqual([]);
  }, 180_000);
});
