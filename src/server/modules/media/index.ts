/**
 * The media module: uploaded and drawn pictures, stored re-encoded and served, and the link-preview cards.
 * The product drawings (the demo catalogue's pictures) are its own: the catalogue imports them, never the
 * other way round.
 */
export { DRAWING_KINDS, type DrawingKind } from './drawings/drawing-kinds';
export { drawProductSvg, paletteFor, spreadHue } from './drawings/draw';
export { hasStoredImage, imagePublicId, storeImage, type StoredImage } from './image-store';
export { mediaFileRoutes } from './media-files.routes';
export { mediaRoutes } from './media.routes';
export { MediaService } from './media.service';
export { shareCardRoutes } from './share-cards.routes';
export { SHARE_CARD_IMAGES, ShareCards } from './share-cards';
export { carryOverPictures, createImageStore, type ImageStoreSettings } from './stores/create-store';
export { DiskImageStore } from './stores/disk-store';
export { PICTURE_FILES, type ImageStore } from './stores/image-store';
