import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportListResponseSchema, exportRequestSchema, exportResponseSchema } from '../../../shared/exports';
import { pathId } from '../../../shared/text';
import { noStore } from '../../lib/no-store';
import { attachment, SHEET_CONTENT_TYPES } from '../../lib/spreadsheet-writer';
import type { Guards } from '../../plugins/auth/guards';
import type { ExportsService } from './exports.service';

const idParams = z.object({ id: pathId() });

/**
 * Exports made in the background (decision 033): POST asks for one (202), the GETs follow the caller's
 * own and download the file. The guard admits the admin's product screens (every level); each kind's own
 * permission is the service's to check, on every request. Never cached.
 */
export async function exportRoutes(
  app: FastifyInstance,
  { exports, guards }: { exports: ExportsService; guards: Guards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guards.requirePermission('products.view');
  app.addHook('onSend', noStore);

  api.post(
    '/api/admin/exports',
    {
      onRequest,
      bodyLimit: 4 * 1024,
      schema: { body: exportRequestSchema, response: { 202: exportResponseSchema } },
    },
    async (request, reply) =>
      reply.status(202).send({ export: await exports.request(request.user!, request.body) }),
  );

  api.get(
    '/api/admin/exports',
    { onRequest, schema: { response: { 200: exportListResponseSchema } } },
    async (request) => ({ exports: await exports.list(request.user!) }),
  );

  api.get(
    '/api/admin/exports/:id',
    { onRequest, schema: { params: idParams, response: { 200: exportResponseSchema } } },
    async (request) => ({ export: await exports.get(request.user!, request.params.id) }),
  );

  api.get(
    '/api/admin/exports/:id/file',
    { onRequest, schema: { params: idParams } },
    async (request, reply) => {
      const file = await exports.file(request.user!, request.params.id);
      return reply
        .type(SHEET_CONTENT_TYPES[file.export.format])
        .header('content-disposition', attachment(file.export.fileName))
        .send(file.bytes);
    },
  );
}
