import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
import { describe, expect, it } from 'vitest';
import { parseS3Url } from './s3-store';

// aws4fetch, the store's signer, checked against the worked examples of AWS's "Signature Calculations for
// the Authorization Header" (S3, single chunk).
const AWS_EXAMPLE_KEYS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const NOW = '20130524T000000Z';
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

async function sign(
  request: { method: string; url: string; headers?: Record<string, string>; body?: string },
  keys: Partial<typeof AWS_EXAMPLE_KEYS> & { sessionToken?: string } = {},
) {
  const signer = new AwsV4Signer({
    ...AWS_EXAMPLE_KEYS,
    ...keys,
    ...request,
    // The store signs the body's hash, as these examples do.
    headers: { 'x-amz-content-sha256': sha256Hex(request.body ?? ''), ...request.headers },
    datetime: NOW,
    // The GET Object example signs its Range header, which aws4fetch leaves unsigned by default.
    allHeaders: true,
  });
  const { headers } = await signer.sign();
  return headers;
}

describe('SigV4 signing (aws4fetch)', () => {
  it("signs AWS's GET Object example to its published signature", async () => {
    const headers = await sign({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { Range: 'bytes=0-9' },
    });
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers.get('x-amz-date')).toBe('20130524T000000Z');
  });

  it("signs AWS's PUT Object example, its body hashed and its key encoded, to its published signature", async () => {
    const headers = await sign({
      method: 'PUT',
      url: 'https://examplebucket.s3.amazonaws.com/test$file.text',
      headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      body: 'Welcome to Amazon S3.',
    });
    expect(headers.get('x-amz-content-sha256')).toBe(
      '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    );
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it("signs AWS's GET Bucket (list objects) example, query sorted, to its published signature", async () => {
    const headers = await sign({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2',
    });
    expect(headers.get('authorization')).toContain(
      'Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('changes the signature when anything signed changes', async () => {
    const base = { method: 'GET', url: 'https://examplebucket.s3.amazonaws.com/test.txt' };
    const signature = async (request: typeof base, keys = {}) =>
      (await sign(request, keys)).get('authorization')!.split('Signature=')[1];
    const original = await signature(base);
    expect(await signature({ ...base, method: 'PUT' })).not.toBe(original);
    expect(await signature({ ...base, url: 'https://examplebucket.s3.amazonaws.com/test2.txt' })).not.toBe(
      original,
    );
    expect(await signature(base, { region: 'eu-west-1' })).not.toBe(original);
  });

  it('sends and signs the session token of temporary keys as x-amz-security-token', async () => {
    const headers = await sign(
      { method: 'GET', url: 'https://examplebucket.s3.amazonaws.com/test.txt' },
      { sessionToken: 'FwoGZXIvYXdzEXAMPLE' },
    );
    expect(headers.get('x-amz-security-token')).toBe('FwoGZXIvYXdzEXAMPLE');
    expect(headers.get('authorization')).toContain(
      'SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,',
    );
  });
});

describe('S3_URL', () => {
  it('reads s3:// as HTTPS, with the bucket, a key prefix, the region and encoded keys', () => {
    const location = parseS3Url(
      's3://AKID:se%2Fcr%2Bet@s3.eu-west-1.amazonaws.com/shop-pictures/live?region=eu-west-1',
    );
    expect(location.endpoint.href).toBe('https://s3.eu-west-1.amazonaws.com/');
    expect(location.bucket).toBe('shop-pictures');
    expect(location.prefix).toBe('live/');
    expect(location.keys).toEqual({ accessKeyId: 'AKID', secretAccessKey: 'se/cr+et', region: 'eu-west-1' });
  });

  it('carries the session token of temporary keys beside the address', () => {
    const location = parseS3Url('s3://AKID:secret@s3.amazonaws.com/shop-pictures', 'FwoGZXIvYXdzEXAMPLE');
    expect(location.keys.sessionToken).toBe('FwoGZXIvYXdzEXAMPLE');
  });

  it('keeps http:// with its port for a store on the local network, region us-east-1 by default', () => {
    const location = parseS3Url('http://minio:minio-secret@127.0.0.1:9000/pictures');
    expect(location.endpoint.href).toBe('http://127.0.0.1:9000/');
    expect([location.bucket, location.prefix, location.keys.region]).toEqual(['pictures', '', 'us-east-1']);
  });

  it('refuses an address without keys or a bucket, naming the expected form', () => {
    for (const bad of [
      's3://host/bucket',
      's3://KEY:SECRET@host',
      'ftp://KEY:SECRET@host/bucket',
      'nonsense',
    ]) {
      expect(() => parseS3Url(bad), bad).toThrow(/S3_URL must look like s3:\/\/KEY:SECRET@host/);
    }
  });
});
