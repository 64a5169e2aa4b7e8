import { MAX_PRODUCT_IMAGES } from '../../../../shared/product';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads';
import type { FormImage } from './product-form-model';

/**
 * The product form's pictures as the admin works on them: uploaded ones, and files on their way
 * (made smaller, sent with their progress, or failed and waiting for Retry), in the shop's order.
 */
export type PictureStatus = 'waiting' | 'preparing' | 'uploading' | 'uploaded' | 'failed';

export interface GalleryItem {
  /** Stable for the item's life (a React key; the hook keeps each item's file under it). */
  key: string;
  status: PictureStatus;
  /** The file's name, to say which upload is which. */
  name: string;
  /** Set once uploaded. */
  image: FormImage | null;
  /** Whole percent of the file sent. */
  progress: number;
  /** Why the upload failed: 'Failed to upload image' and the server's reason. */
  error: { message: string; detail: string | null } | null;
  /** Said under the picture, e.g. how much smaller the browser made it. */
  note?: string;
}

export const uploadedItem = (image: FormImage): GalleryItem => ({
  key: `image-${image.publicId}`,
  status: 'uploaded',
  name: image.publicId,
  image,
  progress: 100,
  error: null,
});

/** The uploaded pictures in order: what the form sends as `images`. */
export function uploadedImages(items: readonly GalleryItem[]): FormImage[] {
  return items.flatMap((item) => (item.status === 'uploaded' && item.image ? [item.image] : []));
}

/** Uploads not finished yet (waiting, being prepared or sent); a failed one waits for the admin. */
export function pendingCount(items: readonly GalleryItem[]): number {
  return items.filter((item) => ['waiting', 'preparing', 'uploading'].includes(item.status)).length;
}

export const roomLeft = (items: readonly GalleryItem[]) => Math.max(0, MAX_PRODUCT_IMAGES - items.length);

export interface FilePick<F> {
  /** The files to upload, at most as many as there is room for. */
  accepted: F[];
  /** What the admin is told about the files left out, or null. */
  problem: string | null;
}

/**
 * The dropped or picked files to upload: images only ('Please select an image file' for the others),
 * and no more than room is left for of 8 pictures. Their size is dealt with later: a large photo is
 * made smaller in the browser.
 */
export function pickFiles<F extends { type: string }>(
  files: ArrayLike<F> | null | undefined,
  room: number,
): FilePick<F> {
  const all = files ? Array.from(files) : [];
  const images = all.filter((file) => file.type.startsWith('image/'));
  const accepted = images.slice(0, room);
  if (all.length === 0 || images.length === 0) return { accepted: [], problem: UPLOAD_MESSAGES.notImage };
  if (accepted.length < images.length)
    return {
      accepted,
      problem: `A product has at most ${MAX_PRODUCT_IMAGES} pictures: ${images.length - accepted.length} not added.`,
    };
  return { accepted, problem: images.length < all.length ? UPLOAD_MESSAGES.notImage : null };
}

/** The list with the item at `from` moved to `to` (both kept within the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.min(Math.max(to, 0), items.length - 1);
  if (from < 0 || from >= items.length || from === target) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** What a screen reader hears after a move: where the picture is now, and whether it is the main one. */
export function moveAnnouncement(position: number, count: number): string {
  const main = position === 0 ? ', the main picture' : '';
  return `Picture moved to position ${position + 1} of ${count}${main}.`;
}

export function updateItem(
  items: readonly GalleryItem[],
  key: string,
  patch: Partial<GalleryItem>,
): GalleryItem[] {
  return items.map((item) => (item.key === key ? { ...item, ...patch } : item));
}

/** Whole percent of a fraction, never 100 before the server has answered. */
export function progressPercent(fraction: number): number {
  return Math.min(99, Math.max(0, Math.floor(fraction * 100)));
}
