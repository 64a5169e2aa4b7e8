/** The media module: uploaded and drawn pictures, stored re-encoded and served, and the link-preview cards. */
export { hasStoredImage, imagePublicId, storeImage, type StoredImage } from './image-store';
export { mediaFileRoutes } from './media-files.routes';
export { mediaRoutes } from './media.routes';
export { MediaService } from './media.service';
export { shareCardRoutes } from './share-cards.routes';
export { SHARE_CARD_IMAGES, ShareCards } from './share-cards';
export { carryOverPictures, createImageStore, type ImageStoreSettings } from './stores/create-store';
export { DiskImageStore } from './stores/disk-store';
export { PICTURE_FILES, type ImageStore } from './stores/image-store';
