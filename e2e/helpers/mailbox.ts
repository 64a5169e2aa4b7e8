import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * Reading the mail that the suite's SMTP server (scripts/e2e-server.mjs) kept as .eml files in
 * DATA_DIR/mailbox. No mail library: headers, MIME parts, quoted-printable and base64 are decoded here,
 * which is all that nodemailer's messages need.
 */
export interface Mail {
  file: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Unfold continuation lines, then take the first occurrence of each header.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1];
}

/** The text/plain and text/html parts of a (possibly nested) MIME entity. */
function collectParts(raw: string, into: { text: string; html: string }): void {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = parameter(type, 'boundary');
    if (!boundary) return;
    const pieces = body.split(`--${boundary}`);
    for (const piece of pieces.slice(1)) {
      if (piece.startsWith('--')) break;
      collectParts(piece.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (/^text\/html/i.test(type)) into.html += decoded;
  else if (/^text\/plain/i.test(type)) into.text += decoded;
}

export function parseMail(raw: string, file = ''): Mail {
  const { headers } = splitHead(raw);
  const to = (headers.get('x-envelope-to') ?? headers.get('to') ?? '')
    .split(',')
    .map((address) => (/<([^>]+)>/.exec(address)?.[1] ?? address).trim().toLowerCase())
    .filter(Boolean);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  return { file, to, subject: decodeHeader(headers.get('subject') ?? ''), ...parts };
}

export async function readMailbox(dataDir: string): Promise<Mail[]> {
  const dir = path.join(dataDir, 'mailbox');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (name) => parseMail(await readFile(path.join(dir, name), 'utf8'), name)),
  );
}

/**
 * Waits for a message to `to` whose subject matches, and returns the newest one. `after` skips the
 * messages that were already there (a count from mailCount) so that a resent mail is told apart.
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject: RegExp,
  { after = 0, timeout = 30_000 }: { after?: number; timeout?: number } = {},
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await mailsTo(dataDir, to)).filter((mail) => subject.test(mail.subject));
        found = matching.length > after ? matching[matching.length - 1] : undefined;
        return found !== undefined;
      },
      { message: `a mail to ${to} with the subject ${subject}`, timeout, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

export async function mailsTo(dataDir: string, to: string): Promise<Mail[]> {
  const address = to.toLowerCase();
  return (await readMailbox(dataDir)).filter((mail) => mail.to.includes(address));
}

/** The first link in the message's plain text (the HTML part must carry the same one) that matches. */
export function linkIn(mail: Mail, pattern: RegExp): string {
  const links = mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  const link = links.find((candidate) => pattern.test(candidate));
  if (!link) throw new Error(`No link matching ${pattern} in "${mail.subject}":\n${mail.text}`);
  const htmlLinks = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) =>
    match[1]!.replace(/&#38;/g, '&'),
  );
  expect(htmlLinks, 'the HTML part carries the same link').toContain(link);
  return link;
}
