import { createHash } from 'node:crypto';
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_BUCKET, S3RVER_KEYS, startS3rver, type RunningS3rver } from '../../../test/s3rver';
import { PICTURE_FILES } from './image-store';
import { parseS3Url, S3_RETRIES, S3ImageStore } from './s3-store';

// The store against s3rver, a real S3-compatible server: it keeps the objects, lists them in pages of
// 1,000 with continuation tokens, and answers S3's error codes (NoSuchKey, NoSuchBucket,
// InvalidAccessKeyId).
let s3rver: RunningS3rver;
let gate: Server;
let gateHost: string;
/** Every request that reached the gate: method, key within the bucket, query. */
const seen: string[] = [];
/** The headers of every request that reached the gate, in the same order. */
const seenHeaders: IncomingMessage['headers'][] = [];
/** Answers the gate gives instead of passing the next requests on, one each, as S3 does when it is busy. */
const faults: { status: number; body: string; contentType?: string; method?: string; hangUp?: true }[] = [];
const s3Error = (code: string, message = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error>\n  <Code>${code}</Code>\n  <Message>${message}</Message>\n` +
  `  <RequestId>4442587FB7D0A2F9</RequestId>\n</Error>`;

/**
 * s3rver 3.7.1 checks the access key of a SigV4 request but neither its signature nor the body's hash
 * ("Signature version 4 calculation is unimplemented"), which S3 refuses with 403 SignatureDoesNotMatch and
 * 400 XAmzContentSHA256Mismatch. So the requests pass through this gate first: it recomputes both from what
 * arrived on the wire (with aws4fetch's signer, checked against AWS's examples in s3-signing.test.ts),
 * answers as S3 does when they differ, and forwards the rest to s3rver unchanged.
 */
const gateSigningKeys = new Map<string, ArrayBuffer>();
async function refusal(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
): Promise<{ status: number; code: string } | undefined> {
  const authorization = request.headers.authorization ?? '';
  // Another access key is s3rver's to refuse.
  if (!authorization.includes(`Credential=${S3RVER_KEYS.accessKeyId}/`)) return undefined;
  const headers: Record<string, string> = {};
  for (const name of /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? []) {
    if (!['host', 'x-amz-date'].includes(name)) headers[name] = String(request.headers[name]);
  }
  const expected = await new AwsV4Signer({
    method: request.method ?? 'GET',
    url: url.href,
    headers,
    ...S3RVER_KEYS,
    service: 's3',
    datetime: String(request.headers['x-amz-date']),
    allHeaders: true,
    cache: gateSigningKeys,
  }).authHeader();
  if (expected !== authorization) return { status: 403, code: 'SignatureDoesNotMatch' };
  if (createHash('sha256').update(body).digest('hex') !== request.headers['x-amz-content-sha256'])
    return { status: 400, code: 'XAmzContentSHA256Mismatch' };
  return undefined;
}

async function pass(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
  const key = decodeURIComponent(url.pathname).slice(`/${S3RVER_BUCKET}/`.length);
  seen.push(`${request.method} ${key}${url.search}`);
  seenHeaders.push(request.headers);
  const index = faults.findIndex((fault) => !fault.method || fault.method === request.method);
  const fault = index >= 0 ? faults.splice(index, 1)[0] : undefined;
  if (fault?.hangUp) return request.socket.destroy();
  if (fault) {
    response.writeHead(fault.status, { 'content-type': fault.contentType ?? 'application/xml' });
    return response.end(fault.body);
  }
  const refused = await refusal(request, url, body);
  if (refused) {
    response.writeHead(refused.status, { 'content-type': 'application/xml' });
    return response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${refused.code}</Code></Error>`);
  }
  const [hostname, port] = s3rver.host.split(':');
  const upstream = forward(
    { hostname, port, method: request.method, path: request.url, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  upstream.end(body);
}

beforeAll(async () => {
  s3rver = await startS3rver();
  gate = createServer((request, response) => {
    pass(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  gateHost = `127.0.0.1:${(gate.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (gate ? gate.close(() => resolve()) : resolve()));
  await s3rver?.close();
});

const files = (tag: string) => new Map(PICTURE_FILES.map((file) => [file, Buffer.from(`${tag}:${file}`)]));
const store = ({
  key = S3RVER_KEYS.accessKeyId,
  secret = S3RVER_KEYS.secretAccessKey,
  path = 'pictures/live',
  sessionToken = undefined as string | undefined,
} = {}) => new S3ImageStore(parseS3Url(`http://${key}:${secret}@${gateHost}/${path}`, sessionToken));

describe('the S3 picture store, against s3rver', () => {
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
    expect(await store().get('aaaa1111', '640.webp')).toBeUndefined();
    seen.length = 0;
    await store().put('aaaa1111', files('again'));
    expect(seen.filter((line) => line.startsWith('PUT'))).toEqual([]);
    expect(await store().get('aaaa1111', '800.webp')).toEqual(Buffer.from('a:800.webp'));
  });

  it('does not count a picture with files missing as whole', async () => {
    await store().put('cccc3333', new Map([['320.webp', Buffer.from('one')]]));
    expect(await store().has('cccc3333')).toBe(false);
    expect(await store().get('cccc3333', '320.webp')).toEqual(Buffer.from('one'));
  });

  it('lists the whole pictures under its prefix, over several pages', async () => {
    // 170 pictures of 6 objects each: more than the 1,000 keys of one ListObjectsV2 page.
    const ids = Array.from({ length: 170 }, (_, index) => `p${String(index).padStart(3, '0')}`);
    for (let start = 0; start < ids.length; start += 10) {
      await Promise.all(ids.slice(start, start + 10).map((id) => store().put(id, files(id))));
    }
    await store({ path: 'pictures/other' }).put('dddd4444', files('d'));
    seen.length = 0;
    expect(await store().list()).toEqual(['aaaa1111', ...ids]);
    const listings = seen.filter((line) => line.includes('list-type=2'));
    expect(listings.length).toBeGreaterThan(1);
    expect(listings.slice(1).every((line) => line.includes('continuation-token='))).toBe(true);
    expect(await store({ path: 'pictures/other' }).list()).toEqual(['dddd4444']);
  });

  it('reports a refused request with the service code, never as a missing picture', async () => {
    const wrongSecret = store({ secret: 'not-the-secret' });
    await expect(wrongSecret.get('aaaa1111', '800.webp')).rejects.toThrow(
      /answered 403 SignatureDoesNotMatch/,
    );
    await expect(wrongSecret.has('bbbb2222')).rejects.toThrow(/answered 403 SignatureDoesNotMatch/);
    await expect(wrongSecret.put('eeee5555', files('e'))).rejects.toThrow(
      /answered 403 SignatureDoesNotMatch/,
    );
    await expect(wrongSecret.list()).rejects.toThrow(/answered 403 SignatureDoesNotMatch/);
    // s3rver's own refusal: an access key it does not know.
    const unknownKey = store({ key: 'NOBODY' });
    await expect(unknownKey.get('aaaa1111', '800.webp')).rejects.toThrow(/answered 403 InvalidAccessKeyId/);
    await expect(unknownKey.has('bbbb2222')).rejects.toThrow(/answered 403 InvalidAccessKeyId/);
    expect(await store().has('eeee5555')).toBe(false);
  });

  it('reports a bucket that does not exist, never as a missing picture', async () => {
    const noBucket = store({ path: 'no-such-bucket' });
    await expect(noBucket.has('aaaa1111')).rejects.toThrow(/answered 404 NoSuchBucket/);
    await expect(noBucket.get('aaaa1111', '800.webp')).rejects.toThrow(/answered 404 NoSuchBucket/);
    await expect(noBucket.put('eeee5555', files('e'))).rejects.toThrow(/answered 404 NoSuchBucket/);
    await expect(noBucket.list()).rejects.toThrow(/answered 404 NoSuchBucket/);
  });

  it('reads the code and message of an error answer with an XML parser, and a page that is not XML as none', async () => {
    faults.push({
      status: 403,
      body: s3Error('AccessDenied', 'Access Denied &amp; logged: &lt;policy&gt;'),
    });
    await expect(store().get('aaaa1111', '800.webp')).rejects.toThrow(
      'The picture store answered 403 AccessDenied to GET /pictures/live/aaaa1111/800.webp: ' +
        'Access Denied & logged: <policy>',
    );
    faults.push({
      status: 403,
      body: '<html><body><h1>Forbidden</h1></body></html>',
      contentType: 'text/html',
    });
    await expect(store().has('aaaa1111')).rejects.toThrow(
      /^The picture store answered 403 to GET \/pictures\/live\/aaaa1111\/\.complete$/,
    );
  });

  it('lists keys under a prefix that XML and URLs must escape', async () => {
    const odd = store({ path: 'pictures/R&D+1 <x>' });
    await odd.put('ffff6666', files('f'));
    expect(await odd.list()).toEqual(['ffff6666']);
    expect(await odd.get('ffff6666', '800.webp')).toEqual(Buffer.from('f:800.webp'));
    expect(seen.at(-1)).toBe('GET R&D+1 <x>/ffff6666/800.webp');
  });
});

describe('temporary keys and a busy service', () => {
  it('sends the session token with every request, signed', async () => {
    seen.length = 0;
    seenHeaders.length = 0;
    const withToken = store({ sessionToken: 'FwoGZXIvYXdzEXAMPLE/token+=' });
    await withToken.put('gggg7777', files('g'));
    expect(await withToken.get('gggg7777', '800.webp')).toEqual(Buffer.from('g:800.webp'));
    expect(await withToken.list()).toContain('gggg7777');
    expect(seenHeaders.length).toBeGreaterThanOrEqual(PICTURE_FILES.length + 4);
    for (const headers of seenHeaders) {
      expect(headers['x-amz-security-token']).toBe('FwoGZXIvYXdzEXAMPLE/token+=');
      expect(headers.authorization).toMatch(/SignedHeaders=[^,]*x-amz-security-token/);
    }
  });

  it('tries again after 503 SlowDown, 500 and a closed connection', async () => {
    seen.length = 0;
    faults.push({ status: 503, body: s3Error('SlowDown', 'Please reduce your request rate.') });
    faults.push({ status: 500, body: s3Error('InternalError', 'We encountered an internal error.') });
    await store().put('hhhh8888', files('h'));
    // The marker's GET was answered 503, then 500, then 404 NoSuchKey by s3rver: the picture was stored.
    expect(seen.slice(0, 4)).toEqual([
      'GET live/hhhh8888/.complete',
      'GET live/hhhh8888/.complete',
      'GET live/hhhh8888/.complete',
      `PUT live/hhhh8888/${PICTURE_FILES[0]}`,
    ]);
    expect(await store().has('hhhh8888')).toBe(true);

    // A PUT tried again sends the same bytes, their hash checked by the gate.
    seen.length = 0;
    faults.push({ method: 'PUT', status: 503, body: s3Error('SlowDown') });
    await store().put('iiii9999', files('i'));
    expect(seen.slice(0, 3)).toEqual([
      'GET live/iiii9999/.complete',
      `PUT live/iiii9999/${PICTURE_FILES[0]}`,
      `PUT live/iiii9999/${PICTURE_FILES[0]}`,
    ]);
    expect(await store().get('iiii9999', PICTURE_FILES[0]!)).toEqual(Buffer.from(`i:${PICTURE_FILES[0]}`));

    faults.push({ status: 503, body: s3Error('SlowDown') });
    expect(await store().list()).toEqual(expect.arrayContaining(['hhhh8888', 'iiii9999']));

    // A connection closed without an answer is tried again too.
    seen.length = 0;
    faults.push({ status: 0, body: '', hangUp: true });
    expect(await store().get('iiii9999', PICTURE_FILES[0]!)).toEqual(Buffer.from(`i:${PICTURE_FILES[0]}`));
    expect(seen).toEqual([`GET live/iiii9999/${PICTURE_FILES[0]}`, `GET live/iiii9999/${PICTURE_FILES[0]}`]);
  });

  it('gives up after a bounded number of tries, reporting the last answer', async () => {
    seen.length = 0;
    for (let i = 0; i <= S3_RETRIES.retries; i++) faults.push({ status: 503, body: s3Error('SlowDown') });
    const started = Date.now();
    await expect(store().get('aaaa1111', '800.webp')).rejects.toThrow(/answered 503 SlowDown/);
    expect(seen).toEqual(Array(S3_RETRIES.retries + 1).fill('GET live/aaaa1111/800.webp'));
    // Waits of at most 100 + 200 + 400 ms between the tries.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(faults).toEqual([]);
  });

  it('does not try again a request S3 refused (4xx)', async () => {
    seen.length = 0;
    faults.push({ status: 400, body: s3Error('InvalidRequest') });
    await expect(store().get('aaaa1111', '800.webp')).rejects.toThrow(/answered 400 InvalidRequest/);
    expect(seen).toEqual(['GET live/aaaa1111/800.webp']);
  });
});
