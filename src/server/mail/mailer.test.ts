import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLink, parseMail } from '../test/mail';
import { passwordResetMail, verificationMail } from './mail-templates';
import { createMailer, type MailLog } from './mailer';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function recordingLog() {
  const lines: { object: object; message: string }[] = [];
  const log: MailLog = {
    info: (object, message) => lines.push({ object, message }),
    error: (object, message) => lines.push({ object, message }),
  };
  return { log, lines };
}

const LINK = 'http://shop.test/api/auth/verify-email?token=abc.def&callbackURL=%2F';

describe('templates', () => {
  it('carry the shop name and the link in both parts, and escape the name in HTML', () => {
    for (const mail of [
      verificationMail('GaragePro', '<b>Ada</b>', LINK),
      passwordResetMail('GaragePro', 'Ada', LINK),
    ]) {
      expect(mail.text).toContain('GaragePro');
      expect(mail.text).toContain(LINK);
      expect(mail.html).toContain('GaragePro');
      expect(mail.html).toContain(LINK.replace(/&/g, '&#38;'));
    }
    expect(verificationMail('GaragePro', '<b>Ada</b>', LINK).html).toContain('&#60;b&#62;Ada&#60;/b&#62;');
  });
});

describe('without SMTP_URL', () => {
  it('writes an .eml with a text and an HTML part to the outbox, and logs the link', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const { log, lines } = recordingLog();
    const mailer = createMailer({ from: 'GaragePro <no-reply@shop.test>', outboxDir, log });
    expect(mailer.mode).toBe('outbox');
    await mailer.send('ada@example.com', verificationMail('GaragePro', 'Ada', LINK));
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT.*\.eml$/);
    const mail = parseMail(readFileSync(path.join(outboxDir, files[0]!), 'utf8'));
    expect(mail.headers.to).toBe('ada@example.com');
    expect(mail.headers.from).toContain('no-reply@shop.test');
    expect(mail.parts).toEqual(['text/plain', 'text/html']);
    expect(firstLink(mail.text)).toBe(LINK);
    expect(lines).toEqual([{ object: expect.objectContaining({ link: LINK }), message: expect.any(String) }]);
    mailer.close();
  });
});

describe('with SMTP_URL', () => {
  it('sends over SMTP: a real server receives the message with both parts, and nothing is logged with the link', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const { log, lines } = recordingLog();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'GaragePro <no-reply@shop.test>',
      outboxDir: path.join(dir, 'unused'),
      log,
    });
    try {
      expect(mailer.mode).toBe('smtp');
      await mailer.send('ada@example.com', passwordResetMail('GaragePro', 'Ada', LINK));
      expect(received).toHaveLength(1);
      const mail = parseMail(received[0]!);
      expect(mail.headers.subject).toBe('Reset your GaragePro password');
      expect(mail.parts).toEqual(['text/plain', 'text/html']);
      expect(firstLink(mail.text)).toBe(LINK);
      expect(mail.html).toContain('GaragePro');
      expect(JSON.stringify(lines)).not.toContain('token=');
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
