import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_FILES } from './image-store';
import { parseS3Url, S3ImageStore } from './s3-store';
import { signRequest } from './sigv4';

/**
 * A stand-in for an S3-compatible service, just enough to hold objects: it recomputes each request's
 * signature from what arrived on the wire (the signing itself is checked against AWS's examples in
 * sigv4.test.ts) and checks the body's hash, so a store that sends other headers, another path or another
 * body than it signed is refused with 403, as a real service would.
 */
const KEYS = { accessKeyId: 'shop-key', secretAccessKey: 'shop/secret+key', region: 'eu-west-1' };
const objects = new Map<string, Buffer>();
const seen: string[] = [];
let server: Server;
let base: string;

function signedHeaders(request: IncomingMessage): Record<string, string> {
  const auth = request.headers.authorization ?? '';
  const names = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
  const headers: Record<string, string> = {};
  for (const name of names) {
    if (!['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
      headers[name] = String(request.headers[name]);
  }
  return headers;
}

async function handle(request: IncomingMessage): Promise<{ status: number; body?: Buffer | string }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
  const date = String(request.headers['x-amz-date']);
  const expected = signRequest(
    {
      method: request.method ?? 'GET',
      url,
      headers: signedHeaders(request),
      payloadHash: String(request.headers['x-amz-content-sha256']),
      now: new Date(
        `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
      ),
    },
    KEYS,
  );
  if (expected.authorization !== request.headers.authorization)
    return { status: 403, body: '<Code>SignatureDoesNotMatch</Code>' };
  if (createHash('sha256').update(body).digest('hex') !== request.headers['x-amz-content-sha256']) {
    return { status: 400, body: '<Code>XAmzContentSHA256Mismatch</Code>' };
  }
  const [, bucket, ...rest] = url.pathname.split('/');
  if (bucket !== 'pictures') return { status: 404, body: '<Code>NoSuchBucket</Code>' };
  const key = rest.map(decodeURIComponent).join('/');
  seen.push(`${request.method} ${key}${url.search}`);
  if (request.method === 'PUT') {
    objects.set(key, body);
    return { status: 200 };
  }
  if (key === '' && url.searchParams.get('list-type') === '2') return list(url);
  const object = objects.get(key);
  if (!object) return { status: 404, body: '<Code>NoSuchKey</Code>' };
  return { status: 200, body: request.method === 'HEAD' ? undefined : object };
}

/** ListObjectsV2, 7 keys a page, so the store must follow the continuation tokens. */
function list(url: URL): { status: number; body: string } {
  const prefix = url.searchParams.get('prefix') ?? '';
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
  const start = Number(url.searchParams.get('continuation-token') ?? 0);
  const page = keys.slice(start, start + 7);
  const more = start + 7 < keys.length;
  const body =
    `<ListBucketResult>${page.map((key) => `<Contents><Key>${key}</Key></Contents>`).join('')}` +
    `<IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${start + 7}</NextContinuationToken>` : ''}` +
    '</ListBucketResult>';
  return { status: 200, body };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    handle(request).then(
      ({ status, body }) => response.writeHead(status).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const files = (tag: string) => new Map(PICTURE_FILES.map((file) => [file, Buffer.from(`${tag}:${file}`)]));
const store = (secret = 'shop%2Fsecret%2Bkey') =>
  new S3ImageStore(parseS3Url(`http://shop-key:${secret}@${base}/pictures/live?region=eu-west-1`));

describe('the S3 picture store', () => {
  it('puts every file of a picture under its prefix, then the marker that says it is whole', async () => {
    seen.length = 0;
    await store().put('aaaa1111', files('a'));
    expect(seen.filter((line) => line.startsWith('PUT'))).toEqual([
      ...PICTURE_FILES.map((file) => `PUT live/aaaa1111/${file}`),
      'PUT live/aaaa1111/.complete',
    ]);
    expect(await store().has('aaaa1111')).toBe(true);
    for (const file of PICTURE_FILES)
      expect(await store().get('aaaa1111', file)).toEqual(Buffer.from(`a:${file}`));
  });

  it('answers a missing picture or file as absent, and does not store a picture twice', async () => {
    expect(await store().has('bbbb2222')).toBe(false);
    expect(await store().get('bbbb2222', '800.webp')).toBeUndefined();
    seen.length = 0;
    await store().put('aaaa1111', files('again'));
    expect(seen.filter((line) => line.startsWith('PUT'))).toEqual([]);
    expect(await store().get('aaaa1111', '800.webp')).toEqual(Buffer.from('a:800.webp'));
  });

  it('does not count a picture with files missing as whole', async () => {
    await store().put('cccc3333', new Map([['320.webp', Buffer.from('one')]]));
    expect(await store().has('cccc3333')).toBe(false);
  });

  it('lists the whole pictures over several pages', async () => {
    for (const id of ['dddd4444', 'eeee5555', 'ffff6666']) await store().put(id, files(id));
    expect(await store().list()).toEqual(['aaaa1111', 'dddd4444', 'eeee5555', 'ffff6666']);
  });

  it('reports a refused request with the service code, never as a missing picture', async () => {
    await expect(store('wrong-secret').get('aaaa1111', '800.webp')).rejects.toThrow(
      /403 SignatureDoesNotMatch/,
    );
    // HEAD answers carry no body: the status alone.
    await expect(store('wrong-secret').has('aaaa1111')).rejects.toThrow(/answered 403/);
  });
});
