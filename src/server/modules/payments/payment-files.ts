import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../../shared/errors';
import { PAYMENT_MESSAGES } from '../../../shared/payments';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_PIXELS, UPLOAD_MESSAGES } from '../../../shared/uploads';

/** A proof of payment: a picture or a PDF of less than 10 MB. */
export const MAX_PAYMENT_FILE_BYTES = 10 * 1024 * 1024;
export const PAYMENT_FILE_TOO_LARGE = 'The file must be less than 10 MB';
/** A proof is read, not zoomed: its long side is kept at most this many pixels. */
const PROOF_LONG_SIDE = 2400;

export interface CheckedPaymentFile {
  contentType: 'image/webp' | 'application/pdf';
  bytes: Buffer;
  /** A name the server chose (never the browser's): `proof-<id>.webp` or `.pdf`. */
  extension: 'webp' | 'pdf';
}

/**
 * Checks a proof of payment by its bytes, never its name or the browser's word: a picture (JPEG, PNG,
 * WebP) is decoded and re-encoded as WebP like product photos (oriented, metadata stripped, bounded
 * pixels), so what is kept is a clean picture; a PDF must start as one.
 */
export async function checkPaymentFile(data: Buffer): Promise<CheckedPaymentFile> {
  if (data.length === 0) throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.proofFile);
  if (data.length >= MAX_PAYMENT_FILE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', PAYMENT_FILE_TOO_LARGE);
  const type = await fileTypeFromBuffer(data);
  if (type?.mime === 'application/pdf' && data.subarray(0, 5).toString('latin1') === '%PDF-')
    return { contentType: 'application/pdf', bytes: data, extension: 'pdf' };
  if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PAYMENT_MESSAGES.proofFile);
  try {
    const bytes = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' })
      .autoOrient()
      .resize(PROOF_LONG_SIDE, PROOF_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
    return { contentType: 'image/webp', bytes, extension: 'webp' };
  } catch {
    throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.unreadable);
  }
}
