import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  businessDetailsResponseSchema,
  businessDetailsSchema,
  deliveryFeesResponseSchema,
  deliveryFeesSchema,
} from '../../../shared/settings';
import { noStore } from '../../lib/no-store';
import type { Guards } from '../../plugins/auth/guards';
import type { SettingsService } from './settings.service';

/** The admin's Settings: business details and delivery fees, read and replaced whole. Admin only. */
export async function settingsRoutes(
  app: FastifyInstance,
  { settings, guards }: { settings: SettingsService; guards: Guards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The guard answers before any body is read; every answer, errors too, is kept out of caches.
  const admin = { onRequest: guards.requireAdmin, onSend: noStore, bodyLimit: 64 * 1024 };

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
}
