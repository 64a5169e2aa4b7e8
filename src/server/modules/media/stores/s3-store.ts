import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { AwsV4Signer } from 'aws4fetch';
import { XMLParser } from 'fast-xml-parser';
import { contentTypeOf, isPictureFile, PICTURE_FILES, type ImageStore } from './image-store';

/** The keys a request is signed with (AWS Signature Version 4). */
export interface S3Keys {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** The session token of temporary keys (S3_SESSION_TOKEN), sent as x-amz-security-token. */
  sessionToken?: string;
}

/** Where S3_URL points: an endpoint, a bucket (path style), an optional key prefix, and the keys. */
export interface S3Location {
  endpoint: URL;
  bucket: string;
  prefix: string;
  keys: S3Keys;
}

export const S3_URL_HELP =
  'S3_URL must look like s3://KEY:SECRET@host[:port]/bucket[/prefix][?region=...] ' +
  '(https), or http(s)://KEY:SECRET@host[:port]/bucket[/prefix][?region=...]';

/**
 * Reads S3_URL (and the session token of temporary keys, given apart). `s3://` means HTTPS; `http://` is
 * for a store on the local network. The key and the secret are URL-encoded where they hold `/`, `+` or
 * `@`. The region defaults to us-east-1 (what most S3-compatible stores accept).
 */
export function parseS3Url(value: string, sessionToken?: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(S3_URL_HELP);
  }
  const protocol = url.protocol === 's3:' ? 'https:' : url.protocol;
  const [bucket, ...rest] = url.pathname.split('/').filter(Boolean);
  if (!['http:', 'https:'].includes(protocol) || !url.hostname || !url.username || !url.password || !bucket) {
    throw new Error(S3_URL_HELP);
  }
  return {
    endpoint: new URL(`${protocol}//${url.host}`),
    bucket: decodeURIComponent(bucket),
    prefix: rest.map((part) => `${decodeURIComponent(part)}/`).join(''),
    keys: {
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
      region: url.searchParams.get('region') || 'us-east-1',
      ...(sessionToken ? { sessionToken } : {}),
    },
  };
}

/** Written after every file of a picture: a picture without it is not stored yet. */
const COMPLETE = '.complete';
const TIMEOUT_MS = 15_000;

/**
 * How a request the service could not answer is tried again: 5xx (503 SlowDown among them), 429 and a
 * connection that failed, each after a random wait of up to 100 ms, 200 ms, 400 ms (full jitter, as AWS
 * advises), then the last answer stands. Every request the store sends may be repeated: GETs, and PUTs
 * of the same bytes under the same key.
 */
export const S3_RETRIES = { retries: 3, firstWaitMs: 100 };

// S3's answers hold no attributes the store reads; values stay text (a key "0001" is not a number).
const xml = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
  isArray: (_name, jpath) => jpath === 'ListBucketResult.Contents',
});

interface S3Error {
  Error?: { Code?: string; Message?: string };
}
interface ListBucketResult {
  ListBucketResult?: {
    Contents?: { Key?: string }[];
    IsTruncated?: string;
    NextContinuationToken?: string;
  };
}

/** The code and message of an S3 error answer, empty when the body is not one (a proxy's HTML page). */
function readError(body: string): { code: string; message: string } {
  try {
    const error = (xml.parse(body) as S3Error).Error;
    return { code: String(error?.Code ?? '').trim(), message: String(error?.Message ?? '').trim() };
  } catch {
    return { code: '', message: '' };
  }
}

function sha256Hex(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Each segment of an object key encoded, so `+`, `&`, `?` or `#` in a prefix reach S3 as they are. */
function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/**
 * Pictures as objects of an S3-compatible bucket ({prefix}{publicId}/{file}), signed with SigV4 by
 * aws4fetch. S3 has no transaction across objects, so a marker object written last says a picture is
 * whole.
 */
export class S3ImageStore implements ImageStore {
  readonly kind = 's3';
  /** aws4fetch's cache of the day's signing key. */
  private readonly signingKeys = new Map<string, ArrayBuffer>();

  constructor(private readonly location: S3Location) {}

  private objectUrl(key: string, query: Record<string, string> = {}): URL {
    const { endpoint, bucket, prefix } = this.location;
    const url = new URL(`/${encodeURIComponent(bucket)}/${key ? encodeKey(prefix + key) : ''}`, endpoint);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  }

  /** One request, signed anew for each try (the signature holds the time), tried again as S3_RETRIES says. */
  private async fetchWithRetries(
    method: string,
    url: URL,
    body: Uint8Array<ArrayBuffer> | undefined,
    headers: Record<string, string>,
  ): Promise<Response> {
    // The body's hash is signed, so S3 refuses bytes changed on the way (for S3, aws4fetch would sign
    // UNSIGNED-PAYLOAD).
    const signedHeaders = { ...headers, 'x-amz-content-sha256': sha256Hex(body ?? new Uint8Array()) };
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= S3_RETRIES.retries;
      // The signer alone, not AwsClient.sign: that wraps the body in a Request, which costs more than
      // the signing. The body is not needed to sign: its hash is given.
      const signed = await new AwsV4Signer({
        ...this.location.keys,
        service: 's3',
        method,
        url: url.href,
        headers: signedHeaders,
        cache: this.signingKeys,
      }).sign();
      try {
        const response = await fetch(url, {
          method,
          headers: signed.headers,
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (last || (response.status < 500 && response.status !== 429)) return response;
        await response.arrayBuffer().catch(() => undefined);
      } catch (error) {
        // A request that ran out of time is not sent again: the caller waited long enough.
        if (last || (error as Error).name === 'TimeoutError') throw error;
      }
      await sleep(Math.random() * S3_RETRIES.firstWaitMs * 2 ** attempt);
    }
  }

  /**
   * Sends a signed request. Only a missing object (404 NoSuchKey) answers undefined: any other refusal
   * throws with the service's code, so a wrong bucket or key is never taken for a missing picture.
   */
  private async send(
    method: string,
    url: URL,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response | undefined> {
    const response = await this.fetchWithRetries(method, url, body && new Uint8Array(body), headers);
    if (response.ok) return response;
    const { code, message } = readError(await response.text().catch(() => ''));
    if (response.status === 404 && code === 'NoSuchKey') return undefined;
    throw new Error(
      `The picture store answered ${response.status}${code ? ` ${code}` : ''} to ${method} ${url.pathname}` +
        (message ? `: ${message}` : ''),
    );
  }

  async has(publicId: string): Promise<boolean> {
    if (!isPictureFile(publicId, PICTURE_FILES[0]!)) return false;
    // GET, not HEAD: a HEAD answer has no body, so a missing bucket (404 NoSuchBucket) would look like
    // a missing marker. The marker is empty.
    const marker = await this.send('GET', this.objectUrl(`${publicId}/${COMPLETE}`));
    await marker?.arrayBuffer();
    return marker !== undefined;
  }

  async put(publicId: string, files: ReadonlyMap<string, Buffer>): Promise<void> {
    for (const file of files.keys()) {
      if (!isPictureFile(publicId, file)) throw new Error(`Not a picture file: ${publicId}/${file}`);
    }
    if (await this.has(publicId)) return;
    for (const [file, data] of files) {
      await this.send('PUT', this.objectUrl(`${publicId}/${file}`), data, {
        'content-type': contentTypeOf(file),
      });
    }
    if (PICTURE_FILES.every((file) => files.has(file))) {
      await this.send('PUT', this.objectUrl(`${publicId}/${COMPLETE}`), Buffer.alloc(0), {
        'content-type': 'text/plain',
      });
    }
  }

  async get(publicId: string, fileName: string): Promise<Buffer | undefined> {
    if (!isPictureFile(publicId, fileName)) return undefined;
    const response = await this.send('GET', this.objectUrl(`${publicId}/${fileName}`));
    return response && Buffer.from(await response.arrayBuffer());
  }

  /** Every complete picture, from ListObjectsV2 pages of up to 1,000 keys. */
  async list(): Promise<string[]> {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const query: Record<string, string> = { 'list-type': '2', prefix: this.location.prefix };
      if (token) query['continuation-token'] = token;
      const response = await this.send('GET', this.objectUrl('', query));
      const page = (xml.parse((await response?.text()) ?? '') as ListBucketResult).ListBucketResult;
      if (!page) throw new Error('The picture store answered a listing that is not a ListBucketResult');
      for (const { Key: key } of page.Contents ?? []) {
        const relative = String(key ?? '').slice(this.location.prefix.length);
        if (relative.endsWith(`/${COMPLETE}`)) found.push(relative.slice(0, -COMPLETE.length - 1));
      }
      token =
        page.IsTruncated?.trim() === 'true' ? page.NextContinuationToken?.trim() || undefined : undefined;
    } while (token);
    return found.sort();
  }
}
