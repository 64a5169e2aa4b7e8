import { describe, expect, it } from 'vitest';
import { parseS3Url } from './s3-store';
import { signRequest } from './sigv4';

// The worked examples of AWS's "Signature Calculations for the Authorization Header" (S3, single chunk).
const AWS_EXAMPLE_KEYS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const NOW = new Date('2013-05-24T00:00:00Z');

describe('SigV4 signing', () => {
  it("signs AWS's GET Object example to its published signature", () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        now: NOW,
      },
      AWS_EXAMPLE_KEYS,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it("signs AWS's GET Bucket (list objects) example, query sorted, to its published signature", () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2'),
        now: NOW,
      },
      AWS_EXAMPLE_KEYS,
    );
    expect(headers.authorization).toContain(
      'Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('changes the signature when anything signed changes', () => {
    const base = { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), now: NOW };
    const signature = (request: typeof base, keys = AWS_EXAMPLE_KEYS) =>
      signRequest(request, keys).authorization!.split('Signature=')[1];
    const original = signature(base);
    expect(signature({ ...base, method: 'PUT' })).not.toBe(original);
    expect(signature({ ...base, url: new URL('https://examplebucket.s3.amazonaws.com/test2.txt') })).not.toBe(
      original,
    );
    expect(signature(base, { ...AWS_EXAMPLE_KEYS, region: 'eu-west-1' })).not.toBe(original);
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
