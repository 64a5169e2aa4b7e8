import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { testJpeg } from '../../../test/images';
import { storeImage } from '../image-store';
import { CachedReads } from './cached-reads';
import { carryOverPictures } from './create-store';
import { DiskImageStore } from './disk-store';
import { PICTURE_FILES } from './image-store';
import { PostgresImageStore } from './postgres-store';

// PostgresImageStore runs on the run's database: PGlite, or PostgreSQL with DATABASE_URL.
let database: TestDatabase;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'picture-stores-'));
});
afterAll(async () => {
  await database?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

const files = (tag: string) => new Map(PICTURE_FILES.map((file) => [file, Buffer.from(`${tag}:${file}`)]));

describe('the PostgreSQL picture store', () => {
  it('stores every file of a picture, answers them byte for byte, and lists only whole pictures', async () => {
    const store = new PostgresImageStore(database.handle.db);
    expect(await store.has('aaaa1111')).toBe(false);
    await store.put('aaaa1111', files('a'));
    // A picture with files missing (stored in pieces by hand) is not whole: a product may not point at it.
    await store.put('bbbb2222', new Map([['320.webp', Buffer.from('half')]]));
    expect(await store.has('aaaa1111')).toBe(true);
    expect(await store.has('bbbb2222')).toBe(false);
    for (const file of PICTURE_FILES)
      expect(await store.get('aaaa1111', file)).toEqual(Buffer.from(`a:${file}`));
    expect(await store.get('aaaa1111', 'nothing.webp')).toBeUndefined();
    expect(await store.list()).toEqual(['aaaa1111']);
  });

  it('keeps the first copy when the same picture is stored twice, also at once', async () => {
    const store = new PostgresImageStore(database.handle.db);
    await Promise.all([store.put('cccc3333', files('first')), store.put('cccc3333', files('first'))]);
    await store.put('cccc3333', files('second'));
    expect(await store.get('cccc3333', '800.webp')).toEqual(Buffer.from('first:800.webp'));
  });

  it('refuses a file name outside the picture files, storing nothing', async () => {
    const store = new PostgresImageStore(database.handle.db);
    const bad = new Map([...files('x'), ['../escape.txt', Buffer.from('x')]]);
    await expect(store.put('dddd4444', bad)).rejects.toThrow(/Not a picture file/);
    expect(await store.get('dddd4444', '320.webp')).toBeUndefined();
  });

  it('takes real encoded pictures from storeImage', async () => {
    const store = new PostgresImageStore(database.handle.db);
    const stored = await storeImage(store, await testJpeg(400, 300, '#884411'));
    expect(await store.has(stored.publicId)).toBe(true);
    const webp = await store.get(stored.publicId, '480.webp');
    expect(webp?.subarray(8, 12).toString()).toBe('WEBP');
  });
});

describe('carrying pictures over from the uploads folder', () => {
  it('copies the whole pictures the store lacks, once, and leaves the files in place', async () => {
    const uploads = path.join(dir, 'uploads');
    const disk = new DiskImageStore(uploads);
    await disk.put('eeee5555', files('e'));
    await disk.put('ffff6666', files('f'));
    await disk.put('half7777', new Map([['320.webp', Buffer.from('half')]]));
    const store = new PostgresImageStore(database.handle.db);
    await store.put('ffff6666', files('f'));

    expect(await carryOverPictures(uploads, store)).toBe(1);
    expect(await store.get('eeee5555', 'share.jpg')).toEqual(Buffer.from('e:share.jpg'));
    expect(await store.has('half7777')).toBe(false);
    expect(await carryOverPictures(uploads, store)).toBe(0);
    expect(await disk.list()).toEqual(['eeee5555', 'ffff6666']);
  });

  it('does nothing when the store is the folder itself', async () => {
    const uploads = path.join(dir, 'uploads');
    expect(await carryOverPictures(uploads, new DiskImageStore(uploads))).toBe(0);
  });
});

describe('the in-memory copies of hot pictures', () => {
  it('reads a file once while it is hot and keeps within its byte budget, oldest out first', async () => {
    const reads: string[] = [];
    const cache = new CachedReads(4000, async (publicId, file) => {
      reads.push(`${publicId}/${file}`);
      return Buffer.alloc(400, publicId);
    });
    for (let round = 0; round < 3; round++) await cache.get('a', '320.webp');
    expect(reads).toEqual(['a/320.webp']);
    for (let i = 0; i < 12; i++) await cache.get(`p${i}`, '320.webp');
    expect(cache.heldBytes).toBeLessThanOrEqual(4000);
    await cache.get('a', '320.webp');
    expect(reads.filter((read) => read === 'a/320.webp')).toHaveLength(2);
    await cache.get('p11', '320.webp');
    expect(reads.filter((read) => read === 'p11/320.webp')).toHaveLength(1);
  });

  it('does not keep a file larger than an eighth of the budget, nor a missing one', async () => {
    let count = 0;
    const cache = new CachedReads(800, async (publicId) => {
      count++;
      return publicId === 'none' ? undefined : Buffer.alloc(500);
    });
    await cache.get('big', '1200.webp');
    await cache.get('big', '1200.webp');
    await cache.get('none', '320.webp');
    await cache.get('none', '320.webp');
    expect([count, cache.heldBytes]).toEqual([4, 0]);
  });
});
