/**
 * The media module: uploaded and drawn pictures, stored re-encoded and served, and the link-preview cards.
 * The product drawings (the demo catalogue's pictures) are its own: the catalogue imports them, never the
 * other way round.
 */
export { DRAWING_KINDS, type DrawingKind } from './drawings/drawing-kinds';
export { drawProductSvg, paletteFor, spreadHue } from './drawings/draw';
export { hasStoredImage, imagePublicId, storeImage, type StoredImage } from './image-store';
export { carryOverPictures, createImageStore } from './stores/create-store';
export { DiskImageStore } from './stores/disk-store';
export { PICTURE_FILES, type ImageStore } from './stores/image-store';
export { registerMedia } from './register';
