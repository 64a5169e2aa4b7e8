import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  businessDetailsResponseSchema,
  businessDetailsSchema,
  deliveryFeesResponseSchema,
  deliveryFeesSchema,
} from '../../../shared/settings';
import { routes } from '../../../shared/api-routes';
import { serveRoute } from '../../lib/api-route';
import { searchWordsResponseSchema, searchWordsSchema } from '../../../shared/search-words';
import { deliveryClassesInputSchema, deliveryClassesResponseSchema } from '../../../shared/delivery';
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
  const api = app.withTypeProvider<ZodTypeProvider>();

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

  api.get(
    '/api/admin/settings/business',
    { ...admin, schema: { response: { 200: businessDetailsResponseSchema } } },
    async () => settings.businessDetailsView(),
  );

  api.put(
    '/api/admin/settings/business',
    { ...admin, schema: { body: businessDetailsSchema, response: { 200: businessDetailsResponseSchema } } },
    async (request) => settings.saveBusinessDetails(request.body, request.user!),
  );

  // Groups of words meaning the same thing; a save rebuilds the search of every process.
  api.get(
    '/api/admin/settings/search-words',
    { ...admin, schema: { response: { 200: searchWordsResponseSchema } } },
    async () => settings.searchWordsView(),
  );

  api.put(
    '/api/admin/settings/search-words',
    { ...admin, schema: { body: searchWordsSchema, response: { 200: searchWordsResponseSchema } } },
    async (request) => settings.saveSearchWords(request.body, request.user!),
  );

  // The checkout shows the fee to the chosen state; the server charges it again when the order is placed.
  serveRoute(app, routes.deliveryFees, {}, async (_request, reply) => {
    const { classes, fees } = await settings.deliveryFeesView();
    reply.header('cache-control', 'no-cache');
    return { classes, fees: fees.map(({ state, classId, fee }) => ({ state, classId, fee })) };
  });

  api.get(
    '/api/admin/settings/delivery-fees',
    { ...admin, schema: { response: { 200: deliveryFeesResponseSchema } } },
    async () => settings.deliveryFeesView(),
  );

  api.put(
    '/api/admin/settings/delivery-fees',
    { ...admin, schema: { body: deliveryFeesSchema, response: { 200: deliveryFeesResponseSchema } } },
    async (request) => settings.saveDeliveryFees(request.body.fees, request.user!),
  );

  api.get(
    '/api/admin/settings/delivery-classes',
    { ...admin, schema: { response: { 200: deliveryClassesResponseSchema } } },
    async () => settings.deliveryClasses(),
  );

  api.put(
    '/api/admin/settings/delivery-classes',
    {
      ...admin,
      schema: { body: deliveryClassesInputSchema, response: { 200: deliveryClassesResponseSchema } },
    },
    async (request) => settings.saveDeliveryClasses(request.body.classes, request.user!),
  );
}
