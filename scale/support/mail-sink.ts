import { SMTPServer } from 'smtp-server';
import { parseMail } from '../../src/server/test/mail';

export interface ReceivedMail {
  to: string;
  subject: string;
  messageId: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_whole, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts (recipient, subject, Message-ID). It can be
 * stopped and started again on the same port, as a mail server that goes down and comes back.
 */
export class MailSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      closeTimeout: 200,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
          for (const rcpt of session.envelope.rcptTo)
            this.received.push({
              to: rcpt.address.toLowerCase(),
              subject: decodeHeader(mail.headers.subject ?? ''),
              messageId: mail.headers['message-id'] ?? '',
            });
          callback();
        });
      },
    });
    server.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Closes the port and every open session (a mail server going away). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
