import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailContent } from './mail-templates';

export interface MailLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it every message goes to the outbox folder and the log. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: MailLog;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(to: string, content: MailContent): Promise<void>;
  close(): void;
}

function outboxFileName(): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
}

/** The shop's one way to send mail: SMTP in production, an outbox of .eml files (and the log) otherwise. */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, outboxDir, log } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      async send(to, content) {
        const { link: _link, ...message } = content;
        const info = await transport.sendMail({ from, to, ...message });
        // No address and no link: the link grants access to the account.
        log.info({ messageId: info.messageId, subject: content.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(to, content) {
      const { link, ...message } = content;
      const info = await transport.sendMail({ from, to, ...message });
      mkdirSync(outboxDir, { recursive: true });
      const file = path.join(outboxDir, outboxFileName());
      writeFileSync(file, info.message as Buffer);
      // Without a mail server the link in the log is how a developer verifies an account.
      log.info({ to, subject: content.subject, link, file }, 'mail written to the outbox (no SMTP_URL)');
    },
    close: () => transport.close(),
  };
}
