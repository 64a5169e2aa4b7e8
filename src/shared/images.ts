/**
 * Every stored picture is WebP at these widths, 4:3, under /media/{publicId}/{width}.webp. The whole
 * picture is fitted inside (decision 042): a photo of other proportions leaves clear bands, which show the
 * colour of the frame it is drawn in.
 */
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

/**
 * The zoom's picture: the whole picture in its own proportions, at most 1200 px on its long side, asked
 * for only when a shopper zooms in. A picture that fills the 4:3 frame has no file of its own (its 1200 px
 * picture is the same), nor has one stored before the zoom's file existed: both answer with the 1200 px one.
 */
export const ZOOM_IMAGE = { fileName: 'zoom.webp', longSide: 1200 } as const;

export function zoomImageUrl(publicId: string): string {
  return `/media/${encodeURIComponent(publicId)}/${ZOOM_IMAGE.fileName}`;
}

/** The one JPEG of each picture, for link previews (chat apps and social sites). */
export const SHARE_IMAGE = { fileName: 'share.jpg', width: 800, height: 600 } as const;

export function shareImageUrl(publicId: string): string {
  return `/media/${encodeURIComponent(publicId)}/${SHARE_IMAGE.fileName}`;
}
