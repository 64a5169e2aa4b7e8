import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATEGORIES } from '../../../shared/categories';
import { productListQuerySchema } from '../../../shared/product';
import { suggestionsQuerySchema } from '../../../shared/search';
import { pathId } from '../../../shared/text';
import { ResponseCache } from '../../lib/response-cache';
import type { CatalogService } from './catalog.service';

/** Public catalogue reads, answered from the in-memory catalogue through a cache of finished bodies. */
export async function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }) {
  const cache = new ResponseCache();
  // Suggestions come a keystroke at a time: their own cache, so they do not push lists out.
  const suggestions = new ResponseCache(1000);
  catalog.onInvalidate(() => {
    cache.clear();
    suggestions.clear();
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/categories', async (request, reply) =>
    cache.send(request, reply, 'categories', async () => ({ categories: CATEGORIES })),
  );

  api.get('/api/products', { schema: { querystring: productListQuerySchema } }, async (request, reply) =>
    cache.send(request, reply, `list:${JSON.stringify(request.query)}`, () => catalog.list(request.query)),
  );

  api.get(
    '/api/search/suggestions',
    { schema: { querystring: suggestionsQuerySchema } },
    async (request, reply) =>
      suggestions.send(request, reply, request.query.q, () => catalog.suggestions(request.query.q)),
  );

  api.get('/api/products/featured', async (request, reply) =>
    cache.send(request, reply, 'featured', async () => ({ products: await catalog.featured() })),
  );

  api.get('/api/products/:id', { schema: { params: z.object({ id: pathId() }) } }, async (request, reply) =>
    cache.send(request, reply, `detail:${request.params.id}`, () => catalog.detail(request.params.id)),
  );
}
