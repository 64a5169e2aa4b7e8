import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { imageUrl } from '../../../shared/images';
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  UPLOAD_MESSAGES,
} from '../../../shared/uploads';
import type { UploadResponse } from '../../../shared/admin-catalogue';
import { AppError } from '../../../shared/errors';
import { TaskLimiter } from '../../lib/task-limiter';
import { storeImage, UnreadableImageError } from './image-store';
import type { ImageStore } from './stores/image-store';

/** Two encodes at once (two cores); a few more wait, the rest are told to try again. */
const ENCODE_CONCURRENCY = 2;
const ENCODE_QUEUE = 8;

/**
 * Uploaded pictures: the type is decided from the bytes (never from the name or the browser's word),
 * the size and pixel count are bounded before decoding, and the picture is decoded and re-encoded,
 * so what is stored is a clean picture under a name the server chose.
 */
export class MediaService {
  private readonly encodes = new TaskLimiter(
    ENCODE_CONCURRENCY,
    ENCODE_QUEUE,
    () =>
      new AppError('UNAVAILABLE', 'The server is busy with other pictures. Please try again in a moment.'),
  );

  constructor(private readonly images: ImageStore) {}

  async upload(data: Buffer): Promise<UploadResponse> {
    if (data.length === 0) throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.noFile);
    if (data.length >= MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
    const type = await fileTypeFromBuffer(data);
    if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupportedType);
    }
    const { width, height } = await readSize(data);
    if (width * height > MAX_IMAGE_PIXELS) {
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooManyPixels);
    }
    const stored = await this.encodes.run(() =>
      storeImage(this.images, data).catch((error: unknown) => {
        // A picture sharp cannot read is the sender's; a store that fails is the server's (500).
        if (error instanceof UnreadableImageError) {
          throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.unreadable);
        }
        throw error;
      }),
    );
    return { secure_url: imageUrl(stored.publicId), public_id: stored.publicId };
  }

  /** Whether a product may point at this picture: every file of it is stored. */
  exists(publicId: string): Promise<boolean> {
    return this.images.has(publicId);
  }
}

/** The picture's size from its header, without decoding the pixels. */
async function readSize(data: Buffer): Promise<{ width: number; height: number }> {
  try {
    // No pixel limit here: only the header is read, and the limit is applied just below.
    const { width, height } = await sharp(data, { limitInputPixels: false }).metadata();
    if (width && height) return { width, height };
  } catch {
    // Falls through: an unreadable header is an unreadable picture.
  }
  throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.unreadable);
}
