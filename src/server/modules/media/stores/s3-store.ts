import { contentTypeOf, isPictureFile, PICTURE_FILES, type ImageStore } from './image-store';
import { sha256Hex, signRequest, type SigningKeys } from './sigv4';

/** Where S3_URL points: an endpoint, a bucket (path style), an optional key prefix, and the keys. */
export interface S3Location {
  endpoint: URL;
  bucket: string;
  prefix: string;
  keys: SigningKeys;
}

export const S3_URL_HELP =
  'S3_URL must look like s3://KEY:SECRET@host[:port]/bucket[/prefix][?region=...] ' +
  '(https), or http(s)://KEY:SECRET@host[:port]/bucket[/prefix][?region=...]';

/**
 * Reads S3_URL. `s3://` means HTTPS; `http://` is for a store on the local network. The key and the
 * secret are URL-encoded where they hold `/`, `+` or `@`. The region defaults to us-east-1 (what most
 * S3-compatible stores accept).
 */
export function parseS3Url(value: string): S3Location {
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
    },
  };
}

/** Written after every file of a picture: a picture without it is not stored yet. */
const COMPLETE = '.complete';
const TIMEOUT_MS = 15_000;

/**
 * Pictures as objects of an S3-compatible bucket ({prefix}{publicId}/{file}), signed with SigV4 over
 * fetch. S3 has no transaction across objects, so a marker object written last says a picture is whole.
 */
export class S3ImageStore implements ImageStore {
  readonly kind = 's3';

  constructor(private readonly location: S3Location) {}

  private objectUrl(key: string, query: Record<string, string> = {}): URL {
    const { endpoint, bucket, prefix } = this.location;
    const url = new URL(`/${encodeURIComponent(bucket)}/${key ? prefix + key : ''}`, endpoint);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
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
    const signed = signRequest(
      { method, url, headers, payloadHash: body ? sha256Hex(body) : undefined },
      this.location.keys,
    );
    const { host: _host, ...sent } = signed;
    const response = await fetch(url, {
      method,
      headers: sent,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return response;
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? '';
    if (response.status === 404 && code === 'NoSuchKey') return undefined;
    throw new Error(
      `The picture store answered ${response.status}${code ? ` ${code}` : ''} to ${method} ${url.pathname}`,
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
      const xml = (await response?.text()) ?? '';
      for (const [, key] of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
        const relative = unescapeXml(key!).slice(this.location.prefix.length);
        if (relative.endsWith(`/${COMPLETE}`)) found.push(relative.slice(0, -COMPLETE.length - 1));
      }
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      token = truncated ? unescapeXml(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? '') : undefined;
    } while (token);
    return found.sort();
  }
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
