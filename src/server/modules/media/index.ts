/** The media module: uploaded and drawn pictures, stored re-encoded and served, and the link-preview cards. */
export { hasStoredImage, imageFilePath, imagePublicId, storeImage, type StoredImage } from './image-store';
export { mediaRoutes } from './media.routes';
export { MediaService } from './media.service';
export { shareCardRoutes } from './share-cards.routes';
export { SHARE_CARD_IMAGES, ShareCards } from './share-cards';
