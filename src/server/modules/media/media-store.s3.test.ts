import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '../../../shared/admin-catalogue';
import type { MediaConfig } from '../../config';
import { createUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { storedFiles, testJpeg, upload } from '../../test/images';
import { startS3rver, type RunningS3rver } from '../../test/s3rver';
import { PICTURE_FILES } from './stores/image-store';

// The whole shop with S3_URL at s3rver (what config.ts makes of S3_URL alone), beside one with the disk
// store: an admin uploads the same photo to each, and every /media answer must be the same.
let s3rver: RunningS3rver;
let onS3: TestApp;
let onDisk: TestApp;
const cacheBytes = 8 * 1024 * 1024;

beforeAll(async () => {
  s3rver = await startS3rver();
  const s3: MediaConfig = { store: 's3', s3Url: s3rver.s3Url('live'), cacheBytes };
  onS3 = await createTestApp({ media: s3 });
  onDisk = await createTestApp({ media: { store: 'disk', cacheBytes } });
});
afterAll(async () => {
  await onS3?.close();
  await onDisk?.close();
  await s3rver?.close();
});

interface MediaRequest {
  method: 'GET' | 'HEAD';
  url: string;
  headers?: Record<string, string>;
}

/** What a browser sees of one answer: the status, every header but the date, and the body's hash. */
async function answer(shop: TestApp, request: MediaRequest) {
  const response = await shop.app.inject(request);
  const { date: _date, ...headers } = response.headers;
  return {
    status: response.statusCode,
    headers,
    body: createHash('sha256').update(response.rawPayload).digest('hex'),
  };
}

describe('pictures in an S3 bucket (s3rver)', () => {
  it('stores an admin upload in the bucket only, and serves its /media URLs as the disk store does', async () => {
    const photo = await testJpeg(640, 480, '#3366aa');
    const uploaded = [];
    for (const shop of [onS3, onDisk]) {
      const admin = await createUser(shop, 'admin');
      const response = await upload(shop, { data: photo }, admin.cookie);
      expect(response.statusCode).toBe(201);
      uploaded.push(uploadResponseSchema.parse(response.json()));
    }
    expect(uploaded[0]).toEqual(uploaded[1]);
    const { public_id } = uploaded[0]!;
    expect(onS3.app.images.kind).toBe('s3');
    expect(await storedFiles(onS3)).toEqual([]);

    const url = (file: string) => `/media/${public_id}/${file}`;
    const requests: [MediaRequest, number][] = [
      ...PICTURE_FILES.map((file): [MediaRequest, number] => [{ method: 'GET', url: url(file) }, 200]),
      [{ method: 'HEAD', url: url('480.webp') }, 200],
      [{ method: 'GET', url: url('480.webp'), headers: { 'if-none-match': `"${public_id}-480.webp"` } }, 304],
      [{ method: 'GET', url: url('640.webp') }, 404],
      [{ method: 'GET', url: '/media/0123456789abcdef0123/800.webp' }, 404],
    ];
    for (const [request, status] of requests) {
      const label = `${request.method} ${request.url}`;
      const fromS3 = await answer(onS3, request);
      expect(fromS3.status, label).toBe(status);
      expect(fromS3, label).toEqual(await answer(onDisk, request));
    }
    const webp = await onS3.app.inject({ method: 'GET', url: url('800.webp') });
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });
});
