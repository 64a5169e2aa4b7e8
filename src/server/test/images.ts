import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaFiles } from '../db/schema';
import type { TestApp } from './app';
import { multipart, type MultipartFile } from './multipart';

/** A photo-like JPEG (noise, so it does not compress to nothing). */
export function testJpeg(width = 640, height = 480, background = '#2d6cdf'): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background, noise: { type: 'gaussian', mean: 120, sigma: 30 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Every stored file as a relative path ({publicId}/{file}), to show what an upload left behind: the whole
 * uploads folder (temporary folders too) with the disk store, every row of media_files with PostgreSQL.
 */
export async function storedFiles(shop: TestApp): Promise<string[]> {
  if (shop.app.images.kind === 'postgres') {
    const rows = await shop.database.handle.db
      .select({ publicId: mediaFiles.publicId, fileName: mediaFiles.fileName })
      .from(mediaFiles)
      .orderBy(asc(mediaFiles.publicId), asc(mediaFiles.fileName));
    const ids = [...new Set(rows.map((row) => row.publicId))];
    return [...ids, ...rows.map((row) => `${row.publicId}${path.sep}${row.fileName}`)].sort();
  }
  try {
    const entries = await readdir(shop.config.uploadsDir, { recursive: true });
    return entries.map(String).sort();
  } catch {
    return [];
  }
}

/** POST /api/uploads/images with one file, as the given user. */
export function upload(shop: TestApp, file: Partial<MultipartFile> & { data: Buffer }, cookie?: string) {
  const body = multipart([{ filename: 'photo.jpg', contentType: 'image/jpeg', ...file }]);
  return shop.app.inject({
    method: 'POST',
    url: '/api/uploads/images',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}
