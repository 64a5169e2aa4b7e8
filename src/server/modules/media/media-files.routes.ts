import type { FastifyInstance } from 'fastify';
import { IMAGE_WIDTHS, ZOOM_IMAGE } from '../../../shared/images';
import { IMMUTABLE } from '../../plugins/web/web.plugin';
import { CachedReads } from './stores/cached-reads';
import { contentTypeOf, isPictureFile, type ImageStore } from './stores/image-store';

/**
 * GET /media/{publicId}/{file}: the stored pictures, from whichever store holds them, the most asked
 * for kept in memory. A picture's files never change (its publicId is a hash of the upload), so they are
 * cached as immutable and their ETag is their name.
 */
export async function mediaFileRoutes(
  app: FastifyInstance,
  { images, cacheBytes }: { images: ImageStore; cacheBytes: number },
) {
  const reads = new CachedReads(cacheBytes, (publicId, file) => images.get(publicId, file));
  /** A picture stored before the zoom's file existed zooms in on its largest picture. */
  const read = async (publicId: string, file: string) =>
    (await reads.get(publicId, file)) ??
    (file === ZOOM_IMAGE.fileName ? reads.get(publicId, `${Math.max(...IMAGE_WIDTHS)}.webp`) : undefined);

  app.get<{ Params: { publicId: string; file: string } }>(
    '/media/:publicId/:file',
    async (request, reply) => {
      const { publicId, file } = request.params;
      if (!isPictureFile(publicId, file)) return reply.callNotFound();
      const etag = `"${publicId}-${file}"`;
      const data = await read(publicId, file);
      if (!data) return reply.callNotFound();
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(contentTypeOf(file)).send(data);
    },
  );
}
