import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from '../../plugins/web/web.plugin';
import { SHARE_CARD, SHARE_CARD_PREFIX, type ShareCards } from './share-cards';

/** GET /media/share/{key}-{hash}.jpg: the link-preview pictures of the shop and its categories. */
export async function shareCardRoutes(app: FastifyInstance, { cards }: { cards: ShareCards }) {
  app.get<{ Params: { file: string } }>(`${SHARE_CARD_PREFIX}:file`, async (request, reply) => {
    const picture = await cards.picture(request.params.file);
    if (!picture) return reply.callNotFound();
    return reply.type(SHARE_CARD.type).header('cache-control', IMMUTABLE).send(picture);
  });

  // Drawn once the server listens (never in tests, which inject), so the first shared link finds them.
  app.addHook('onListen', async () => {
    cards.warm().catch((error: unknown) => app.log.warn({ err: error }, 'could not draw the share pictures'));
  });
}
