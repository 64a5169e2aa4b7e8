import type { FastifyInstance } from 'fastify';
import { routes } from '../../../shared/api-routes';
import { serveRoute } from '../../lib/api-route';
import type { ShopIdentity } from '../../../shared/shop';
import { noStore } from '../../lib/no-store';
import type { Guards } from '../../plugins/auth/guards';
import type { SettingsService } from './settings.service';

/**
 * The admin's Settings: business details, delivery classes and fees, and search words, read and replaced
 * whole (the owner only); and the shop's public identity, which every page also carries in its HTML.
 */
export async function settingsRoutes(
  app: FastifyInstance,
  { settings, guards, identity }: { settings: SettingsService; guards: Guards; identity: () => ShopIdentity },
) {
  // What the app asks for again after a while or after a save (the page it started from carries it).
  serveRoute(app, routes.shopIdentity, {}, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return identity();
  });

  // The guard answers before any body is read; every answer, errors too, is kept out of caches.
  const admin = {
    onRequest: guards.requirePermission('settings.manage'),
    onSend: noStore,
    bodyLimit: 64 * 1024,
  };

  serveRoute(app, routes.businessDetails, admin, async () => settings.businessDetailsView());

  serveRoute(app, routes.saveBusinessDetails, admin, async (request) =>
    settings.saveBusinessDetails(request.body, request.user!),
  );

  // Groups of words meaning the same thing; a save rebuilds the search of every process.
  serveRoute(app, routes.searchWords, admin, async () => settings.searchWordsView());

  serveRoute(app, routes.saveSearchWords, admin, async (request) =>
    settings.saveSearchWords(request.body, request.user!),
  );

  // The checkout shows the fee to the chosen state; the server charges it again when the order is placed.
  serveRoute(app, routes.deliveryFees, {}, async (_request, reply) => {
    const { classes, fees } = await settings.deliveryFeesView();
    reply.header('cache-control', 'no-cache');
    return { classes, fees: fees.map(({ state, classId, fee }) => ({ state, classId, fee })) };
  });

  serveRoute(app, routes.adminDeliveryFees, admin, async () => settings.deliveryFeesView());

  serveRoute(app, routes.saveDeliveryFees, admin, async (request) =>
    settings.saveDeliveryFees(request.body.fees, request.user!),
  );

  serveRoute(app, routes.deliveryClasses, admin, async () => settings.deliveryClasses());

  serveRoute(app, routes.saveDeliveryClasses, admin, async (request) =>
    settings.saveDeliveryClasses(request.body.classes, request.user!),
  );
}
