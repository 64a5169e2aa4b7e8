import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// Project folders of their own, each with the .env a test writes (and the data folder config.ts makes).
const root = mkdtempSync(path.join(tmpdir(), 'config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function projectWith(dotEnv?: string): string {
  const dir = mkdtempSync(path.join(root, 'project-'));
  if (dotEnv !== undefined) writeFileSync(path.join(dir, '.env'), dotEnv);
  return dir;
}

describe('the .env file', () => {
  it('is read with the syntax of node --env-file: quotes, comments, export, spaces, CRLF', () => {
    const project = projectWith(
      [
        '# the shop on this machine',
        'PORT=4567',
        'export LOG_LEVEL=warn',
        'MAIL_FROM="GaragePro Shop <shop@example.com>" # who sends',
        "SELLER_WHATSAPP='2348000000001'",
        'ALLOWED_ORIGINS = https://a.example, https://b.example\r',
        'SMTP_URL="smtp://user:p#ss@mail.example.com:587"',
        '',
      ].join('\n'),
    );
    const config = loadConfig({}, project);
    expect(config.port).toBe(4567);
    expect(config.logLevel).toBe('warn');
    expect(config.mailFrom).toBe('GaragePro Shop <shop@example.com>');
    expect(config.sellerWhatsapp).toBe('2348000000001');
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.smtpUrl).toBe('smtp://user:p#ss@mail.example.com:587');
    expect(config.publicUrlGiven).toBe(true);
  });

  it('gives way to the environment', () => {
    const project = projectWith('PORT=4567\nLOG_LEVEL=warn\n');
    const config = loadConfig({ PORT: '9090' }, project);
    expect(config.port).toBe(9090);
    expect(config.logLevel).toBe('warn');
  });

  it('may be absent: the defaults hold', () => {
    const config = loadConfig({}, projectWith());
    expect([config.port, config.logLevel, config.publicUrlGiven]).toEqual([3000, 'info', false]);
  });
});

describe('S3_SESSION_TOKEN', () => {
  it('goes with S3_URL to the picture store', () => {
    const config = loadConfig(
      { S3_URL: 's3://AKID:secret@s3.amazonaws.com/pictures', S3_SESSION_TOKEN: 'FwoGZXIvYXdzEXAMPLE' },
      projectWith(),
    );
    expect(config.media).toMatchObject({
      store: 's3',
      s3Url: 's3://AKID:secret@s3.amazonaws.com/pictures',
      s3SessionToken: 'FwoGZXIvYXdzEXAMPLE',
    });
  });

  it('is refused without S3_URL', () => {
    expect(() => loadConfig({ S3_SESSION_TOKEN: 'FwoGZXIvYXdzEXAMPLE' }, projectWith())).toThrow(
      /S3_SESSION_TOKEN is set without S3_URL/,
    );
  });
});

describe('the payment providers', () => {
  it('are off without their secrets: the shop works as before payments', () => {
    const { payments } = loadConfig({}, projectWith());
    expect(payments).toMatchObject({ paystack: null, flutterwave: null, timeoutMs: 10_000 });
  });

  it('are on when their secrets are set, at the providers’ addresses unless others are given', () => {
    const { payments } = loadConfig(
      {
        PAYSTACK_SECRET_KEY: 'sk_live_x',
        FLUTTERWAVE_SECRET_KEY: 'FLWSECK-x',
        FLUTTERWAVE_SECRET_HASH: 'hash',
        FLUTTERWAVE_API_URL: 'http://127.0.0.1:9999/',
      },
      projectWith(),
    );
    expect(payments.paystack).toEqual({ secretKey: 'sk_live_x', apiUrl: 'https://api.paystack.co' });
    expect(payments.flutterwave).toEqual({
      secretKey: 'FLWSECK-x',
      secretHash: 'hash',
      apiUrl: 'http://127.0.0.1:9999',
    });
  });

  it('refuse a Flutterwave key without the hash its webhooks are checked with', () => {
    expect(() => loadConfig({ FLUTTERWAVE_SECRET_KEY: 'FLWSECK-x' }, projectWith())).toThrow(
      /FLUTTERWAVE_SECRET_KEY and FLUTTERWAVE_SECRET_HASH go together/,
    );
  });
});
