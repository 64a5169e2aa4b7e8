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

/** What a message may carry besides its content. */
export interface SendOptions {
  /**
   * The Message-ID to send it with (`<id@host>`): the same on every attempt, so a mail sent again after
   * a crash is the same message to the receiving mail store, which keeps it once.
   */
  messageId?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(to: string, content: MailContent, options?: SendOptions): Promise<void>;
  close(): void;
}

function outboxFileName(): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
}

/** The shop's one way to send mail: SMTP in production, an outbox of .eml files (and the log) otherwise. */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, outboxDir, log } = options;
  if (smtpUrl) {
    // A few kept-open connections: the job runner sends several mails at once, and a new connection per
    // mail (TCP, EHLO, TLS) would cost more than the mail. SMTP_URL's own settings win.
    const transport: Transporter = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 4,
    });
    return {
      mode: 'smtp',
      async send(to, content, options = {}) {
        const { link: _link, ...message } = content;
        const info = await transport.sendMail({ from, to, ...message, messageId: options.messageId });
        // No address and no link: the link grants access to the account.
        log.info({ messageId: info.messageId, subject: content.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(to, content, options = {}) {
      const { link, ...message } = content;
      const info = await transport.sendMail({ from, to, ...message, messageId: options.messageId });
      mkdirSync(outboxDir, { recursive: true });
      const file = path.join(outboxDir, outboxFileName());
      writeFileSync(file, info.message as Buffer);
      // Without a mail server the link in the log is how a developer verifies an account.
      log.info({ to, subject: content.subject, link, file }, 'mail written to the outbox (no SMTP_URL)');
    },
    close: () => transport.close(),
  };
}
