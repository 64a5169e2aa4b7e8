import type { FastifyInstance } from 'fastify';
import { routes } from '../../../shared/api-routes';
import { CATEGORIES } from '../../../shared/categories';
import { encodeAnswer, serveRoute } from '../../lib/api-route';
import { ResponseCache } from '../../lib/response-cache';
import type { CatalogService } from './catalog.service';

/**
 * Public catalogue reads, answered from the in-memory catalogue through a cache of finished bodies; each
 * body is checked against the route's answer schema when it is made.
 */
export async function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }) {
  const cache = new ResponseCache();
  // Suggestions come a keystroke at a time: their own cache, so they do not push lists out.
  const suggestions = new ResponseCache(1000);
  catalog.onInvalidate(() => {
    cache.clear();
    suggestions.clear();
  });

  app.get('/api/categories', async (request, reply) =>
    cache.send(request, reply, 'categories', async () => ({ categories: CATEGORIES })),
  );

  serveRoute(app, routes.listProducts, {}, async (request, reply) =>
    cache.send(request, reply, `list:${JSON.stringify(request.query)}`, async () =>
      encodeAnswer(routes.listProducts, 200, await catalog.list(request.query)),
    ),
  );

  serveRoute(app, routes.searchSuggestions, {}, async (request, reply) =>
    suggestions.send(request, reply, request.query.q, async () =>
      encodeAnswer(routes.searchSuggestions, 200, await catalog.suggestions(request.query.q)),
    ),
  );

  serveRoute(app, routes.featuredProducts, {}, async (request, reply) =>
    cache.send(request, reply, 'featured', async () =>
      encodeAnswer(routes.featuredProducts, 200, { products: await catalog.featured() }),
    ),
  );

  serveRoute(app, routes.getProduct, {}, async (request, reply) =>
    cache.send(request, reply, `detail:${request.params.id}`, async () =>
      encodeAnswer(routes.getProduct, 200, await catalog.detail(request.params.id)),
    ),
  );
}
