import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { testJpeg } from '../../test/images';
import { storeImage } from './image-store';
import { PICTURE_FILES } from './stores/image-store';

const IMMUTABLE = 'public, max-age=31536000, immutable';

// The folder on PGlite and PostgreSQL with DATABASE_URL (the shop's defaults), and PostgreSQL's store on
// either database.
describe.each([
  ['the store this database gets by default', {}],
  ['the PostgreSQL store', { media: { store: 'postgres', cacheBytes: 1024 * 1024 } } as const],
])('GET /media/{publicId}/{file} from %s', (_label, overrides) => {
  let shop: TestApp;
  let publicId: string;

  beforeAll(async () => {
    shop = await createTestApp(overrides);
    ({ publicId } = await storeImage(shop.app.images, await testJpeg(400, 300, '#225588')));
  });
  afterAll(async () => shop?.close());

  it('serves every file of a stored picture, as stored, cached as immutable', async () => {
    for (const file of PICTURE_FILES) {
      for (let round = 0; round < 2; round++) {
        const response = await shop.app.inject({ method: 'GET', url: `/media/${publicId}/${file}` });
        expect(response.statusCode, file).toBe(200);
        expect(response.headers['content-type']).toBe(file.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
        const stored = await shop.app.images.get(publicId, file);
        expect(stored && response.rawPayload.equals(stored), file).toBe(true);
      }
    }
  });

  it('answers 304 to a browser holding the file, and HEAD with the headers only', async () => {
    const url = `/media/${publicId}/480.webp`;
    const first = await shop.app.inject({ method: 'GET', url });
    const again = await shop.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const head = await shop.app.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, 'image/webp', '']);
  });

  it('answers 404 for a picture or a file that is not stored, and for names outside the store', async () => {
    for (const url of [
      '/media/0123456789abcdef0123/800.webp',
      `/media/${publicId}/640.webp`,
      `/media/${publicId}/..%2f..%2fpackage.json`,
      '/media/..%2f..%2fpackage.json/800.webp',
    ]) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).not.toBe(IMMUTABLE);
    }
  });
});
