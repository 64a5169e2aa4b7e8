import { createHash } from 'node:crypto';
import { access, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, imageHeightFor, imageUrl, SHARE_IMAGE } from '../../../shared/images';

export interface StoredImage {
  /** Content hash: the same picture always gets the same id, so its URLs can be cached as immutable. */
  publicId: string;
  /** URL of the default width. */
  image: string;
}

const WEBP_OPTIONS = { quality: 72, effort: 4 } as const;
/** Link previews (WhatsApp, social sites) do not all read WebP: they get one JPEG. */
const SHARE_JPEG_OPTIONS = { quality: 78, mozjpeg: true } as const;
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
  const base = await sharp(input)
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
  const share = await sharp(base.data, { raw })
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' })
    .jpeg(SHARE_JPEG_OPTIONS)
    .toBuffer();
  files.set(SHARE_IMAGE.fileName, share);
  return files;
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
