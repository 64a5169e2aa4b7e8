import { request as httpRequest } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json(): unknown;
}

export interface RawRequest {
  method: string;
  /** Sent byte for byte: dot segments, escapes, doubled slashes and backslashes stay as written. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One HTTP request to a listening server with the path exactly as given. Fastify's `inject` cannot do
 * this: it reads the path with `new URL`, which removes dot segments and turns backslashes into slashes.
 */
export function rawRequest(origin: string, { method, path, headers = {}, body }: RawRequest) {
  const { hostname, port } = new URL(origin);
  return new Promise<RawAnswer>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        method,
        path,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }) },
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: text,
            json: () => JSON.parse(text) as unknown,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
