import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Guards } from '../../plugins/auth/guards';
import type { OrdersModule } from '../orders';
import type { SettingsModule } from '../settings';
import { DocumentDetailsRepository, DocumentIssuer } from './document-details';
import { documentRoutes } from './documents.routes';
import { DocumentsService } from './documents.service';

export interface DocumentsNeeds {
  db: Database;
  guards: Guards;
  rateLimitScale: number;
  /** The orders read as the shopper's API reads them (owner or admin), told of the documents' issue. */
  orders: Pick<OrdersModule, 'service' | 'alsoTell'>;
  /** The business details the documents print. */
  settings: Pick<SettingsModule, 'service'>;
}

/**
 * An order's proforma invoice and receipt. They keep the business details of their issue: the proforma's
 * when the order is placed, the receipt's when it is paid (told by the orders, in their transaction).
 */
export async function registerDocuments(
  app: FastifyInstance,
  { db, guards, rateLimitScale, orders, settings }: DocumentsNeeds,
): Promise<void> {
  orders.alsoTell(new DocumentIssuer(settings.service));
  await app.register(documentRoutes, {
    documents: new DocumentsService({
      orders: orders.service,
      settings: settings.service,
      issued: new DocumentDetailsRepository(db),
    }),
    guards,
    rateLimitScale,
  });
}
