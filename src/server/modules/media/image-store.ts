import { createHash } from 'node:crypto';
import { access, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, imageHeightFor, imageUrl, SHARE_IMAGE } from '../../../shared/images';
import { MAX_IMAGE_PIXELS } from '../../../shared/uploads';

export interface StoredImage {
  /** Content hash: the same picture always gets the same id, so its URLs can be cached as immutable. */
  publicId: string;
  /** URL of the default width. */
  image: string;
}

/** Decoded pixels held in memory between the encodes. */
interface RawPixels {
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

const WEBP_OPTIONS = { quality: 72, effort: 4 } as const;
/** Link previews (WhatsApp, social sites) do not all read WebP: they get one JPEG, under 300 KB. */
const SHARE_JPEG_QUALITIES = [78, 68, 56, 44] as const;
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024;
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);

export function imagePublicId(input: Buffer): string {
  return createHash('sha256').update(input).digest('hex').slice(0, 20);
}

export function imageFilePath(uploadsDir: string, publicId: string, width: number): string {
  return path.join(uploadsDir, publicId, `${width}.webp`);
}

/**
 * Re-encodes a picture (oriented per EXIF, metadata stripped) as 4:3 WebP at every width of
 * IMAGE_WIDTHS under `${uploadsDir}/${publicId}/`. Storing the same input twice is a no-op.
 * The files are written to a temporary folder and renamed into place, so a failure
 * (e.g. an input that is not an image) leaves nothing behind.
 */
export async function storeImage(uploadsDir: string, input: Buffer): Promise<StoredImage> {
  const publicId = imagePublicId(input);
  const stored = { publicId, image: imageUrl(publicId) };
  const finalDir = path.join(uploadsDir, publicId);
  if (await hasEveryFile(uploadsDir, publicId)) return stored;

  await mkdir(uploadsDir, { recursive: true });
  // Same folder as the target, so the rename stays on one file system.
  const tempDir = await mkdtemp(path.join(uploadsDir, `.tmp-${publicId}-`));
  try {
    for (const [fileName, data] of await encodeFiles(input)) {
      await writeFile(path.join(tempDir, fileName), data);
    }
    await moveIntoPlace(tempDir, finalDir, () => hasEveryFile(uploadsDir, publicId));
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
  return stored;
}

async function moveIntoPlace(
  tempDir: string,
  finalDir: string,
  isComplete: () => Promise<boolean>,
): Promise<void> {
  try {
    await rename(tempDir, finalDir);
  } catch (error) {
    // The target exists: another writer stored the same picture meanwhile, or a broken folder is left over.
    if (await isComplete()) return;
    await rm(finalDir, { recursive: true, force: true });
    await rename(tempDir, finalDir).catch(() => Promise.reject(error));
  }
}

/** Every file a stored picture has, by file name. */
async function encodeFiles(input: Buffer): Promise<Map<string, Buffer>> {
  // Decode, orient and crop once at the largest width; the smaller widths scale down from it.
  // Refuses oversized and damaged pictures (a truncated file is an error, not a grey half-picture).
  const base = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' })
    .autoOrient()
    .resize(LARGEST_WIDTH, imageHeightFor(LARGEST_WIDTH), { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const files = new Map<string, Buffer>();
  for (const width of IMAGE_WIDTHS) {
    const data = await sharp(base.data, { raw })
      .resize(width, imageHeightFor(width), { fit: 'cover' })
      .webp(WEBP_OPTIONS)
      .toBuffer();
    files.set(`${width}.webp`, data);
  }
  files.set(SHARE_IMAGE.fileName, await encodeShareJpeg(base.data, raw));
  return files;
}

/** The preview JPEG at the best quality that stays under SHARE_IMAGE_MAX_BYTES. */
async function encodeShareJpeg(data: Buffer, raw: RawPixels): Promise<Buffer> {
  const resized = await sharp(data, { raw })
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { width: resized.info.width, height: resized.info.height, channels: resized.info.channels };
  let jpeg = Buffer.alloc(0);
  for (const quality of SHARE_JPEG_QUALITIES) {
    jpeg = await sharp(resized.data, { raw: pixels }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= SHARE_IMAGE_MAX_BYTES) break;
  }
  return jpeg;
}

/** Whether every file of a stored picture is in place (a product may only point at a stored one). */
export function hasStoredImage(uploadsDir: string, publicId: string): Promise<boolean> {
  return hasEveryFile(uploadsDir, publicId);
}

async function hasEveryFile(uploadsDir: string, publicId: string): Promise<boolean> {
  try {
    await Promise.all([
      ...IMAGE_WIDTHS.map((width) => access(imageFilePath(uploadsDir, publicId, width))),
      access(path.join(uploadsDir, publicId, SHARE_IMAGE.fileName)),
    ]);
    return true;
  } catch {
    return false;
  }
}
