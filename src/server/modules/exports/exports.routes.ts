import type { FastifyInstance } from 'fastify';
import { routes } from '../../../shared/api-routes';
import { serveRoute } from '../../lib/api-route';
import { noStore } from '../../lib/no-store';
import { attachment, SHEET_CONTENT_TYPES } from '../../lib/spreadsheet-writer';
import type { Guards } from '../../plugins/auth/guards';
import type { ExportsService } from './exports.service';

/**
 * Exports made in the background (decision 033): POST asks for one (202), the GETs follow the caller's
 * own and download the file. The guard admits the admin's product screens (every level); each kind's own
 * permission is the service's to check, on every request. Never cached.
 */
export async function exportRoutes(
  app: FastifyInstance,
  { exports, guards }: { exports: ExportsService; guards: Guards },
) {
  const onRequest = guards.requirePermission('products.view');
  app.addHook('onSend', noStore);

  serveRoute(app, routes.requestExport, { onRequest, bodyLimit: 4 * 1024 }, async (request, reply) =>
    reply.status(202).send({ export: await exports.request(request.user!, request.body) }),
  );

  serveRoute(app, routes.myExports, { onRequest }, async (request) => ({
    exports: await exports.list(request.user!),
  }));

  serveRoute(app, routes.getExport, { onRequest }, async (request) => ({
    export: await exports.get(request.user!, request.params.id),
  }));

  serveRoute(app, routes.exportFile, { onRequest }, async (request, reply) => {
    const file = await exports.file(request.user!, request.params.id);
    return reply
      .type(SHEET_CONTENT_TYPES[file.export.format])
      .header('content-disposition', attachment(file.export.fileName))
      .send(file.bytes);
  });
}
