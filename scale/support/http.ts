import http, { type IncomingHttpHeaders } from 'node:http';
import { PUBLIC_URL } from './constants';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  agent?: http.Agent;
  timeoutMs?: number;
}

/** One HTTP request; rejects on a network error or a timeout, resolves with any status. */
export function request(url: string, options: RequestOptions = {}): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            json: () => JSON.parse(body),
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

let addresses = 0;
/** A client address of its own (the servers trust the loopback proxy's X-Forwarded-For). */
export function uniqueIp(): string {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Headers of a request from the shop's own pages, from `ip`, with the session `cookie`. */
export function shopHeaders(ip: string, cookie?: string): Record<string, string> {
  return { origin: PUBLIC_URL, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) };
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
export function cookiesOf(reply: Reply): string {
  return (reply.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
