import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '../../../../shared/uploads';

/**
 * Phone photos are scaled down in the browser before upload: to at most 2,560 px on the long side and
 * under the server's 5 MB limit, so a 12 MB camera JPEG is accepted. The server re-encodes every
 * picture at 1,200 px at most, so nothing the shop shows is lost.
 */
export const MAX_LONG_SIDE = 2560;
/** JPEG qualities tried in turn until the file is under the limit. */
export const JPEG_QUALITIES = [0.9, 0.82, 0.74, 0.66, 0.58, 0.5] as const;
/** Each further round (all qualities failed) draws the picture this much smaller. */
const SHRINK_STEP = 0.75;
const MAX_ROUNDS = 4;

export interface Size {
  width: number;
  height: number;
}

/** Whether a picture must be scaled before upload: too many pixels on its long side, or 5 MB or more. */
export function needsScaling(size: Size, bytes: number): boolean {
  return Math.max(size.width, size.height) > MAX_LONG_SIDE || bytes >= MAX_IMAGE_BYTES;
}

/** The size to draw at: the long side at most `maxSide`, the proportions kept, never enlarged. */
export function scaledSize(size: Size, maxSide: number = MAX_LONG_SIDE): Size {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** The browser's part: decode a file, and encode a decoded picture at a size and a JPEG quality. */
export interface Canvas<Picture> {
  decode: (file: Blob) => Promise<Picture & Size>;
  encode: (picture: Picture, size: Size, quality: number) => Promise<Blob>;
  release?: (picture: Picture) => void;
}

export type Prepared =
  { ok: true; file: File; scaled: boolean; before: number; after: number } | { ok: false; problem: string };

const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;

/**
 * The file to upload: the file itself when it is small enough in bytes and pixels, else a JPEG drawn
 * at most MAX_LONG_SIDE px on its long side, stepping the quality (then the size) down until it is
 * under 5 MB. A file the browser cannot decode goes as it is when under 5 MB (the server says what is
 * wrong with it); at 5 MB or more it gets 'File size must be less than 5MB'.
 */
export async function prepareUpload<Picture>(file: File, canvas: Canvas<Picture>): Promise<Prepared> {
  if (!file.type.startsWith('image/')) return { ok: false, problem: UPLOAD_MESSAGES.notImage };
  const unchanged: Prepared = { ok: true, file, scaled: false, before: file.size, after: file.size };
  let picture: (Picture & Size) | undefined;
  try {
    picture = await canvas.decode(file);
  } catch {
    return file.size < MAX_IMAGE_BYTES ? unchanged : { ok: false, problem: UPLOAD_MESSAGES.tooLarge };
  }
  try {
    if (!needsScaling(picture, file.size)) return unchanged;
    let size = scaledSize(picture);
    for (let round = 0; round < MAX_ROUNDS; round++) {
      for (const quality of JPEG_QUALITIES) {
        const blob = await canvas.encode(picture, size, quality);
        if (blob.size < MAX_IMAGE_BYTES) {
          const scaled = new File([blob], jpegName(file.name), { type: 'image/jpeg' });
          return { ok: true, file: scaled, scaled: true, before: file.size, after: scaled.size };
        }
      }
      size = scaledSize(size, Math.round(Math.max(size.width, size.height) * SHRINK_STEP));
    }
    return { ok: false, problem: UPLOAD_MESSAGES.tooLarge };
  } catch {
    return file.size < MAX_IMAGE_BYTES ? unchanged : { ok: false, problem: UPLOAD_MESSAGES.tooLarge };
  } finally {
    canvas.release?.(picture);
  }
}

/** The browser's canvas: createImageBitmap (EXIF orientation applied), then OffscreenCanvas or a canvas. */
export const browserCanvas: Canvas<ImageBitmap> = {
  decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
  encode: async (picture, { width, height }, quality) => {
    const offscreen = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : null;
    const canvas = offscreen ?? Object.assign(document.createElement('canvas'), { width, height });
    const context = canvas.getContext('2d') as
      CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) throw new Error('No 2D canvas');
    // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(picture, 0, 0, width, height);
    if (offscreen) return offscreen.convertToBlob({ type: 'image/jpeg', quality });
    return new Promise<Blob>((resolve, reject) =>
      (canvas as HTMLCanvasElement).toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
        'image/jpeg',
        quality,
      ),
    );
  },
  release: (picture) => picture.close(),
};
