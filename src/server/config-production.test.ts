import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { freePort } from './test/processes';

/**
 * Issue 25, S9: a production shop without a mail server would start, send no verification or reset mail
 * and write their links to its log. It refuses to start instead, naming SMTP_URL.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-production-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  PUBLIC_URL: 'https://garagepro.example',
  DATA_DIR: dataDir,
};
const REFUSAL = /SMTP_URL is required when NODE_ENV=production/;

describe('the production configuration', () => {
  it('needs SMTP_URL', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(REFUSAL);
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: '' })).toThrow(REFUSAL);
    const config = loadConfig({ ...PRODUCTION, SMTP_URL: 'smtps://shop:secret@smtp.example.com:465' });
    expect(config.smtpUrl).toBe('smtps://shop:secret@smtp.example.com:465');
  });

  it('outside production, mail without SMTP_URL still goes to the outbox folder', () => {
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
  });

  it('stops the server from starting, with a message naming SMTP_URL, before it listens', async () => {
    const port = await freePort();
    const { DATABASE_URL: _ignored, SMTP_URL: _none, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...env, ...PRODUCTION, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, output).toBe(1);
    expect(output).toMatch(REFUSAL);
    expect(output).not.toContain('listening');
  });
});
