/**
 * Upload limits and messages (SPEC.md sections 5, 8 and 9), apart from images.ts so the storefront's
 * bundle does not carry what only the admin uses.
 */

/** The server refuses 5 MB or more; the browser makes larger photos smaller first (decision 022). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decoding a larger picture would cost too much memory and time (~40 megapixels). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The types the server accepts, decided from the file's bytes (never SVG: it can carry script). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const UPLOAD_MESSAGES = {
  notImage: 'Please select an image file',
  tooLarge: 'File size must be less than 5MB',
  failed: 'Failed to upload image',
  failedRetry: 'Failed to upload image. Please try again.',
  unsupportedType: 'Only JPEG, PNG or WebP images are accepted.',
  tooManyPixels: 'The image is too large: at most 40 megapixels.',
  unreadable: 'The file is not a readable image.',
  noFile: 'Please choose an image to upload.',
  unreadableForm: 'The upload could not be read. Please choose the image again.',
} as const;
