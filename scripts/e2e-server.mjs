// The end-to-end suite's server (Playwright's webServer): the built server on PORT (3100) with a fresh
// data folder and embedded database, removed again when the server stops. Builds first when needed.
// It also runs a real SMTP server on 127.0.0.1 that keeps every message it receives as an .eml file in
// DATA_DIR/mailbox (the specs read them), and creates the suite's admin account before the server starts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { fail, ROOT, say } from './lib/common.mjs';
import { ensureBuild } from './lib/build.mjs';
import { ensureDependencies } from './lib/install.mjs';
import {
  exitCodeOf,
  forwardSignals,
  freePort,
  makeTempDataDir,
  removeDir,
  spawnServer,
} from './lib/server.mjs';

const port = Number(process.env.E2E_PORT ?? process.env.PORT ?? 3100);
// The data folder, the mailbox in it and what the server writes there are this user's alone, as in a shop.
process.umask(0o077);

if (!(await ensureDependencies({ quiet: true }))) process.exit(1);
if (!(await ensureBuild({ quiet: true }))) process.exit(1);

// playwright.config.ts names the folder (E2E_DATA_DIR) so that tests can read it (e.g. the mailbox).
let dataDir = process.env.E2E_DATA_DIR;
if (dataDir && existsSync(dataDir) && readdirSync(dataDir).length > 0) {
  fail(`${dataDir} is not empty; the end-to-end server needs a fresh data folder.`);
  process.exit(1);
}
if (dataDir) mkdirSync(dataDir, { recursive: true });
else dataDir = makeTempDataDir('shop-e2e-');

function cleanUp() {
  if (!process.env.KEEP_E2E_DATA) removeDir(dataDir);
}

/**
 * A plain SMTP server on 127.0.0.1 (no TLS, no login: nodemailer then sends in the clear, as to any
 * local relay). Each message is written whole, then renamed into place, so a reader never sees half.
 */
async function startMailbox(dir) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          count += 1;
          const name = `${Date.now()}-${String(count).padStart(5, '0')}`;
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
          const body = Buffer.concat([Buffer.from(`X-Envelope-To: ${recipients}\r\n`), ...chunks]);
          writeFileSync(path.join(dir, `${name}.tmp`), body);
          renameSync(path.join(dir, `${name}.tmp`), path.join(dir, `${name}.eml`));
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });
  server.on('error', (error) => fail(`mailbox SMTP server: ${error.message}`));
  const smtpPort = await freePort(0);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort, '127.0.0.1', resolve);
  });
  return { server, port: smtpPort };
}

/** The suite's admin (scripts/create-admin.ts), made before the server opens the embedded database. */
function createAdmin(env) {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) return;
  const script = path.join(ROOT, 'scripts', 'create-admin.ts');
  if (!existsSync(script)) {
    fail('scripts/create-admin.ts is missing: the admin specs will fail.');
    return;
  }
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', script, '--email', email, '--password', password, '--name', 'E2E Admin'],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit', timeout: 120_000 },
  );
  if (result.status !== 0) {
    fail(`create-admin failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`);
    cleanUp();
    process.exit(1);
  }
}

/**
 * The contract fake of Paystack (scripts/fake-paystack.ts) in a process of its own, its webhooks sent to
 * this server: the payment specs pay on its hosted page. Answers its address and the child.
 */
async function startFakePaystack(secretKey) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'scripts', 'fake-paystack.ts'),
      '--secret',
      secretKey,
      '--webhook',
      `http://127.0.0.1:${port}/api/payments/paystack/webhook`,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(text.split('\n')[0]);
    });
    child.once('exit', (code) => reject(new Error(`the fake Paystack stopped (exit ${code})`)));
  });
  return { url: JSON.parse(line).url, child };
}

const mailbox = await startMailbox(path.join(dataDir, 'mailbox'));
const paystackSecret = `sk_test_e2e_${process.pid}`;
const paystack = await startFakePaystack(paystackSecret);
const serverEnv = {
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
  // The order mail's outbox looks every second (it is also woken at once when mail is queued).
  MAIL_OUTBOX_INTERVAL_MS: '1000',
  PAYSTACK_SECRET_KEY: paystackSecret,
  PAYSTACK_API_URL: paystack.url,
};
createAdmin(serverEnv);

say(`End-to-end server on http://127.0.0.1:${port} with data in ${dataDir}, mail on port ${mailbox.port}`);
const child = spawnServer({ port, dataDir, env: serverEnv });
const release = forwardSignals(child);

child.on('error', (error) => {
  fail(`could not start the server: ${error.message}`);
  mailbox.server.close();
  paystack.child.kill('SIGTERM');
  cleanUp();
  process.exit(1);
});
child.on('exit', (code, signal) => {
  release();
  mailbox.server.close();
  paystack.child.kill('SIGTERM');
  cleanUp();
  process.exit(exitCodeOf(code, signal));
});
