import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  repriceApplyRequestSchema,
  repriceApplyResponseSchema,
  repricePreviewRequestSchema,
  repricePreviewResponseSchema,
} from '../../../shared/reprice';
import { noStore } from '../../lib/no-store';
import type { Guards } from '../../plugins/auth/guards';
import type { CatalogReprice } from './catalog-reprice';

/**
 * Bulk repricing, for the levels that may change prices (`products.price`: owners), checked on request
 * before any body is read: the preview (written nowhere) and the apply.
 */
export async function catalogRepriceRoutes(
  app: FastifyInstance,
  { reprice, guards }: { reprice: CatalogReprice; guards: Guards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guards.requirePermission('products.price');
  app.addHook('onSend', noStore);

  api.post(
    '/api/admin/products/reprice/preview',
    {
      onRequest,
      schema: { body: repricePreviewRequestSchema, response: { 200: repricePreviewResponseSchema } },
    },
    async (request) => reprice.preview(request.body),
  );

  api.post(
    '/api/admin/products/reprice',
    {
      onRequest,
      schema: { body: repriceApplyRequestSchema, response: { 200: repriceApplyResponseSchema } },
    },
    async (request) => {
      const { id, name, email } = request.user!;
      return reprice.apply(request.body, { id, name, email });
    },
  );
}
