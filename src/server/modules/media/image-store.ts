import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_WIDTHS, imageHeightFor, imageUrl, SHARE_IMAGE, ZOOM_IMAGE } from '../../../shared/images';
import { MAX_IMAGE_PIXELS } from '../../../shared/uploads';
import type { ImageStore } from './stores/image-store';

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
/** The bands beside a picture of other proportions: clear in WebP, the page's background in the JPEG. */
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 } as const;
const PAGE_BACKGROUND = '#09090b';
/**
 * Part of every id: pictures stored before decision 042 were cropped to 4:3 under the hash of their bytes
 * alone, and a picture's files never change, so the same photo uploaded again gets a new id.
 */
const ENCODING = 'whole-picture/1\n';

/** sharp could not read the picture (not an image, damaged, too many pixels). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('The picture could not be read', { cause });
  }
}

export function imagePublicId(input: Buffer): string {
  return createHash('sha256').update(ENCODING).update(input).digest('hex').slice(0, 20);
}

/**
 * Re-encodes a picture (oriented per EXIF, metadata stripped) as 4:3 WebP at every width of
 * IMAGE_WIDTHS, the whole picture fitted inside, plus the zoom's WebP in the picture's own proportions
 * and one share JPEG, and puts the files in the store under their publicId. Storing the same
 * input twice is a no-op; a failure (e.g. an input that is not an image) stores nothing.
 */
export async function storeImage(store: ImageStore, input: Buffer): Promise<StoredImage> {
  const publicId = imagePublicId(input);
  if (await store.has(publicId)) return { publicId, image: imageUrl(publicId) };
  const files = await encodeFiles(input).catch((error: unknown) => {
    throw new UnreadableImageError(error);
  });
  await store.put(publicId, files);
  return { publicId, image: imageUrl(publicId) };
}

/** Every file a stored picture has, by file name. */
async function encodeFiles(input: Buffer): Promise<Map<string, Buffer>> {
  // Decode and orient once, at the zoom's size; every other file scales from it. Refuses oversized and
  // damaged pictures (a truncated file is an error, not a grey half-picture).
  const base = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' })
    .autoOrient()
    .resize(ZOOM_IMAGE.longSide, ZOOM_IMAGE.longSide, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const files = new Map<string, Buffer>();
  for (const width of IMAGE_WIDTHS) {
    const data = await sharp(base.data, { raw })
      .resize(width, imageHeightFor(width), { fit: 'contain', background: CLEAR })
      .webp(WEBP_OPTIONS)
      .toBuffer();
    files.set(`${width}.webp`, data);
  }
  if (!fillsFrame(raw)) {
    files.set(ZOOM_IMAGE.fileName, await sharp(base.data, { raw }).webp(WEBP_OPTIONS).toBuffer());
  }
  files.set(SHARE_IMAGE.fileName, await encodeShareJpeg(base.data, raw));
  return files;
}

/** Whether a picture of this size fills the 4:3 frame, leaving no band: its largest picture is its zoom. */
function fillsFrame({ width, height }: { width: number; height: number }): boolean {
  const frameWidth = Math.max(...IMAGE_WIDTHS);
  const frameHeight = imageHeightFor(frameWidth);
  return (
    Math.round((frameWidth * height) / width) === frameHeight &&
    Math.round((frameHeight * width) / height) === frameWidth
  );
}

/** The preview JPEG at the best quality that stays under SHARE_IMAGE_MAX_BYTES. */
async function encodeShareJpeg(data: Buffer, raw: RawPixels): Promise<Buffer> {
  const resized = await sharp(data, { raw })
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'contain', background: PAGE_BACKGROUND })
    .flatten({ background: PAGE_BACKGROUND })
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
export function hasStoredImage(store: ImageStore, publicId: string): Promise<boolean> {
  return store.has(publicId);
}
