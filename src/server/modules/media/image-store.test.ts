import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageHeightFor, imageUrl, SHARE_IMAGE, ZOOM_IMAGE } from '../../../shared/images';
import { storeImage } from './image-store';
import { DiskImageStore } from './stores/disk-store';

const disk = (uploads: string) => new DiskImageStore(uploads);
const imageFilePath = (uploads: string, publicId: string, width: number) =>
  path.join(uploads, publicId, `${width}.webp`);

let dir: string;
let jpeg: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'store-image-'));
  // A landscape JPEG with EXIF "rotate 90°" and camera metadata: stored pictures must be upright and clean.
  jpeg = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'TestCam', Copyright: 'secret' } } })
    .toBuffer();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('storeImage on the disk store', () => {
  it('writes WebP files at every width, 4:3, and the zoom upright in its own proportions, with metadata stripped', async () => {
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const uploads = path.join(dir, 'a');
    const stored = await storeImage(disk(uploads), jpeg);

    expect(stored.publicId).toMatch(/^[0-9a-f]{20}$/);
    expect(stored.image).toBe(imageUrl(stored.publicId));
    expect((await readdir(path.join(uploads, stored.publicId))).sort()).toEqual(
      [...IMAGE_WIDTHS.map((w) => `${w}.webp`), SHARE_IMAGE.fileName, ZOOM_IMAGE.fileName].sort(),
    );
    // 640 x 320 turned a quarter: 320 x 640, never made larger.
    const zoom = await sharp(path.join(uploads, stored.publicId, ZOOM_IMAGE.fileName)).metadata();
    expect([zoom.format, zoom.width, zoom.height, zoom.exif, zoom.orientation]).toEqual([
      'webp',
      320,
      640,
      undefined,
      undefined,
    ]);
    const share = await sharp(path.join(uploads, stored.publicId, SHARE_IMAGE.fileName)).metadata();
    expect([share.format, share.width, share.height, share.exif]).toEqual(['jpeg', 800, 600, undefined]);
    for (const width of IMAGE_WIDTHS) {
      const meta = await sharp(imageFilePath(uploads, stored.publicId, width)).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([width, imageHeightFor(width)]);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // Only the final folder remains: no temporary folders.
    expect(await readdir(uploads)).toEqual([stored.publicId]);
  });

  it('stores the same input once (same id, files untouched)', async () => {
    const uploads = path.join(dir, 'b');
    const first = await storeImage(disk(uploads), jpeg);
    const file = imageFilePath(uploads, first.publicId, 800);
    const before = (await stat(file)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await storeImage(disk(uploads), jpeg);
    expect(second).toEqual(first);
    expect((await stat(file)).mtimeMs).toBe(before);
    expect(await readdir(uploads)).toEqual([first.publicId]);
  });

  it('lets two writers store the same picture at once', async () => {
    const uploads = path.join(dir, 'g');
    const [a, b] = await Promise.all([storeImage(disk(uploads), jpeg), storeImage(disk(uploads), jpeg)]);
    expect(a).toEqual(b);
    expect(await readdir(uploads)).toEqual([a.publicId]);
    expect((await readdir(path.join(uploads, a.publicId))).length).toBe(IMAGE_WIDTHS.length + 2);
  });

  it('repairs a stored picture with a missing file', async () => {
    const uploads = path.join(dir, 'f');
    const first = await storeImage(disk(uploads), jpeg);
    await rm(imageFilePath(uploads, first.publicId, 480));
    expect(await storeImage(disk(uploads), jpeg)).toEqual(first);
    const meta = await sharp(imageFilePath(uploads, first.publicId, 480)).metadata();
    expect([meta.width, meta.height]).toEqual([480, 360]);
    expect(await readdir(uploads)).toEqual([first.publicId]);
  });

  it('gives different pictures different ids', async () => {
    const other = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const uploads = path.join(dir, 'c');
    const a = await storeImage(disk(uploads), jpeg);
    const b = await storeImage(disk(uploads), other);
    expect(a.publicId).not.toBe(b.publicId);
  });

  it('rejects a non-image input and leaves no folder behind', async () => {
    const uploads = path.join(dir, 'd');
    await expect(storeImage(disk(uploads), Buffer.from('this is not an image'))).rejects.toThrow();
    expect(await readdir(uploads).catch(() => [])).toEqual([]);
  });

  it('rejects a truncated image and leaves no folder behind', async () => {
    const uploads = path.join(dir, 'e');
    await expect(storeImage(disk(uploads), jpeg.subarray(0, 200))).rejects.toThrow();
    expect(await readdir(uploads).catch(() => [])).toEqual([]);
  });
});
