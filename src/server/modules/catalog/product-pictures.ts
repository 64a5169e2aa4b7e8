import { imageUrl } from '../../../shared/images';
import type { ProductInputData, ProductUpdateData } from '../../../shared/product';
import type { NewProductRow, ProductRow } from '../../db/schema';

// A product's pictures: `images` in the shop's order, the first being the main one, which
// `image_public_id` (and `image`, its URL) always repeat for the specification's API.

/**
 * The list with `main` as its main picture: `main` replaces the first picture and leaves the list
 * where it stood elsewhere, so the other pictures stay in their order and nothing is listed twice.
 */
export function withMainPicture(images: readonly string[], main: string): string[] {
  if (images[0] === main) return [...images];
  return [main, ...images.slice(1).filter((id) => id !== main)];
}

/** A row's pictures as the API answers them (rows written before the gallery have an empty list). */
export function rowPictures(row: Pick<ProductRow, 'images' | 'imagePublicId'>): string[] {
  return withMainPicture(row.images, row.imagePublicId);
}

/**
 * The pictures after a write: `images` when sent (the whole list), else the current list with the
 * main picture replaced by `imagePublicId` when that is sent; null when neither is (nothing changes).
 */
export function picturesAfter(
  input: Pick<ProductUpdateData, 'images' | 'imagePublicId'>,
  current: readonly string[],
): string[] | null {
  if (input.images !== undefined) return [...input.images];
  if (input.imagePublicId !== undefined) return withMainPicture(current, input.imagePublicId);
  return null;
}

/** The pictures of a new product: `images`, or the one `imagePublicId` (the schema asks for one of them). */
export function newPictures(input: Pick<ProductInputData, 'images' | 'imagePublicId'>): string[] {
  return picturesAfter(input, []) ?? [];
}

/** The row's picture columns, kept in step: the main picture is always the first of `images`. */
export function pictureColumns(
  images: readonly string[],
): Pick<NewProductRow, 'images' | 'imagePublicId' | 'image'> {
  const main = images[0] ?? '';
  return { images: [...images], imagePublicId: main, image: imageUrl(main) };
}
