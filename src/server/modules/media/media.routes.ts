import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../../shared/api-routes';
import { AppError } from '../../../shared/errors';
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '../../../shared/uploads';
import { serveRoute } from '../../lib/api-route';
import type { Guards } from '../../plugins/auth/guards';
import type { MediaService } from './media.service';

export const UPLOAD_RATE_LIMIT = { max: 60, timeWindow: '10 minutes' } as const;

/**
 * The bytes of the form's `file` part. What goes wrong while the body is read is the client's: a file
 * over the limit answers 413, and a form that is cut off, has no boundary, holds too many parts or is
 * not a form at all (the multipart parser's own errors) answers 400, never 500.
 */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.noFile);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
    }
    throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.unreadableForm);
  }
}

/** POST /api/uploads/images: admins only, the role checked before any of the body is read. */
export async function mediaRoutes(
  app: FastifyInstance,
  { media, guards }: { media: MediaService; guards: Guards },
) {
  await app.register(fastifyMultipart, {
    // One file of less than 5 MB and nothing else of size: a larger file stops being read at the limit.
    limits: {
      fileSize: MAX_IMAGE_BYTES - 1,
      files: 1,
      fields: 4,
      parts: 5,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });

  serveRoute(
    app,
    routes.uploadImage,
    { onRequest: guards.requirePermission('products.edit'), config: { rateLimit: UPLOAD_RATE_LIMIT } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.noFile);
      const data = await readFilePart(request);
      // The name the browser gave is never used: the stored name is a hash of the content.
      const stored = await media.upload(data);
      request.log.info({ publicId: stored.public_id, bytes: data.length }, 'image uploaded');
      return reply.status(201).send(stored);
    },
  );
}
