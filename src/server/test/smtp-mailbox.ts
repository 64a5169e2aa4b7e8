import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mail';

/** A real SMTP server on 127.0.0.1 that keeps what it receives, with the envelope's recipients. */
export interface Mailbox {
  received: (ParsedMail & { rcpt: string[] })[];
  /** While true, every message is refused with a temporary failure (451), as a mail server in trouble does. */
  refusing: boolean;
  close(): Promise<void>;
}

export async function startMailbox(port: number, { refusing = false } = {}): Promise<Mailbox> {
  const received: Mailbox['received'] = [];
  const mailbox: Mailbox = { received, refusing, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        if (mailbox.refusing) {
          const refusal = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(refusal);
          return;
        }
        const rcpt = session.envelope.rcptTo.map((to) => to.address.toLowerCase());
        const mail = parseMail(data);
        const subject = decodeHeader(mail.headers.subject ?? '');
        received.push({ ...mail, headers: { ...mail.headers, subject }, rcpt });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  mailbox.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return mailbox;
}

/** A header's RFC 2047 encoded words (=?UTF-8?Q?...?=, =?UTF-8?B?...?=) decoded. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_match, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeURIComponent(
            data
              .replace(/_/g, ' ')
              .replace(/%/g, '%25')
              .replace(/=([0-9A-F]{2})/gi, '%$1'),
          ),
    );
}

/** Reads until `done` holds (every 50 ms, at most 15 s): the value it held for. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
