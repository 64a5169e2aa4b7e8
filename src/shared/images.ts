/** Every stored picture is WebP at these widths, 4:3, under /media/{publicId}/{width}.webp. */
export const IMAGE_WIDTHS = [320, 480, 800, 1200] as const;
export const IMAGE_ASPECT = { width: 4, height: 3 } as const;
export const DEFAULT_IMAGE_WIDTH = 800;

export function imageUrl(publicId: string, width: number = DEFAULT_IMAGE_WIDTH): string {
  return `/media/${encodeURIComponent(publicId)}/${width}.webp`;
}

export function imageSrcSet(publicId: string): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(publicId, width)} ${width}w`).join(', ');
}

export function imageHeightFor(width: number): number {
  return Math.round((width * IMAGE_ASPECT.height) / IMAGE_ASPECT.width);
}

/** The one JPEG of each picture, for link previews (chat apps and social sites). */
export const SHARE_IMAGE = { fileName: 'share.jpg', width: 800, height: 600 } as const;

export function shareImageUrl(publicId: string): string {
  return `/media/${encodeURIComponent(publicId)}/${SHARE_IMAGE.fileName}`;
}

/** Uploads: the browser refuses 5 MB or more; so does the server (SPEC.md section 9). */
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
} as const;

/** What the browser checks before an upload: null when the file may be sent. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return UPLOAD_MESSAGES.notImage;
  if (file.size >= MAX_IMAGE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
