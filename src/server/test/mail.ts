import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

/** A message read back from raw MIME text: its headers and its decoded text and HTML parts. */
export interface ParsedMail {
  headers: Record<string, string>;
  text?: string;
  html?: string;
  /** Content types of the leaf parts, in order. */
  parts: string[];
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  let last = '';
  for (const line of head.split('\n')) {
    if (/^\s/.test(line) && last) headers[last] += ` ${line.trim()}`;
    else {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      last = line.slice(0, colon).trim().toLowerCase();
      headers[last] = line.slice(colon + 1).trim();
    }
  }
  return { headers, body };
}

function decode(body: string, encoding = '7bit'): string {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const joined = body.replace(/=\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = joined.slice(i + 1, i + 3);
      if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

function walk(raw: string, into: ParsedMail): void {
  const { headers, body } = splitHead(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      walk(section.replace(/^\n/, ''), into);
    }
    return;
  }
  const mime = type.split(';')[0]!.trim().toLowerCase();
  into.parts.push(mime);
  const content = decode(body, headers['content-transfer-encoding']);
  if (mime === 'text/plain') into.text ??= content;
  if (mime === 'text/html') into.html ??= content;
}

export function parseMail(raw: string): ParsedMail {
  const mail: ParsedMail = { headers: splitHead(raw).headers, parts: [] };
  walk(raw, mail);
  return mail;
}

/** Every .eml in the outbox addressed to `to` (all of them without it), oldest first. */
export function readOutbox(outboxDir: string, to?: string): ParsedMail[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => parseMail(readFileSync(path.join(outboxDir, file), 'utf8')))
    .filter((mail) => !to || (mail.headers.to ?? '').toLowerCase().includes(to.toLowerCase()));
}

/** The first http(s) link in a text. */
export function firstLink(text: string | undefined): string | undefined {
  return /https?:\/\/[^\s<>"]+/.exec(text ?? '')?.[0];
}

/** A queued mail as its `mail` job holds it. */
export interface MailJob {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  attempts: number;
  lastError: string | null;
  runAt: Date;
  lockedUntil: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
}

/** The queue's mail jobs whose subject contains `subjectPart` (all without it), oldest first. */
export async function mailJobs(db: Database, subjectPart = ''): Promise<MailJob[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail'), sql`${jobs.payload}->>'subject' like ${`%${subjectPart}%`}`))
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
  return rows.map((row) => {
    const mail = row.payload as { to: string; subject: string; text: string; html: string };
    const { id, status, attempts, lastError, runAt, lockedUntil, finishedAt, createdAt } = row;
    return { id, ...mail, status, attempts, lastError, runAt, lockedUntil, finishedAt, createdAt };
  });
}
