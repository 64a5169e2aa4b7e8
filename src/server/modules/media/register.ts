import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../plugins/auth/guards';
import { mediaFileRoutes } from './media-files.routes';
import { mediaRoutes } from './media.routes';
import { MediaService } from './media.service';
import { shareCardRoutes } from './share-cards.routes';
import { SHARE_CARD_IMAGES, ShareCards } from './share-cards';
import type { ImageStore } from './stores/image-store';

export interface MediaNeeds {
  guards: Guards;
  /** Where the stored pictures live (disk, PostgreSQL or a bucket). */
  images: ImageStore;
  /** How many bytes of pictures the server keeps in memory. */
  cacheBytes: number;
  /** The folder of the drawn link-preview pictures. */
  shareCardsDir: string;
}

/** The pictures: the admin's upload, the stored files served, and the link-preview cards. */
export async function registerMedia(
  app: FastifyInstance,
  { guards, images, cacheBytes, shareCardsDir }: MediaNeeds,
) {
  const media = new MediaService(images);
  await app.register(mediaRoutes, { media, guards });
  await app.register(mediaFileRoutes, { images, cacheBytes });
  await app.register(shareCardRoutes, { cards: new ShareCards(shareCardsDir) });
  return {
    /** Whether a picture of that id is stored (a product may only name stored pictures). */
    imageExists: (publicId: string) => media.exists(publicId),
    /** The pages' link-preview pictures. */
    shareCards: SHARE_CARD_IMAGES,
  };
}

export type MediaModule = Awaited<ReturnType<typeof registerMedia>>;
