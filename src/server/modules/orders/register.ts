import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs';
import type { Guards } from '../../plugins/auth/guards';
import type { CatalogModule } from '../catalog';
import type { SettingsModule } from '../settings';
import type { OrderLinks } from './order-mapper';
import { OrderNotifiers, type OrderNotifier } from './order-notifier';
import { orderAdminRoutes } from './orders-admin.routes';
import { OrdersAdminService } from './orders-admin.service';
import { OrdersDashboardRepository } from './orders-dashboard.repository';
import { OrdersDashboardService } from './orders-dashboard.service';
import { orderDeskRoutes } from './orders-desk.routes';
import { OrdersExport } from './orders-export';
import { OrdersExportRepository } from './orders-export.repository';
import { orderExportRoutes } from './orders-export.routes';
import { followUpAlertJob, OrdersFollowUpService, type FollowUpAlert } from './orders-follow-up.service';
import { OrdersRepository } from './orders.repository';
import { orderRoutes } from './orders.routes';
import { OrdersService, type CustomerFor } from './orders.service';

export interface OrdersNeeds {
  db: Database;
  guards: Guards;
  jobs: JobRunner;
  publicUrl: string;
  rateLimitScale: number;
  /** The products an order takes its lines and stock from. */
  catalog: Pick<CatalogModule, 'repository' | 'catalogueChanged'>;
  /** The shop's identity (the WhatsApp number, name and showroom the links name) and the delivery fees. */
  settings: Pick<SettingsModule, 'service' | 'identity'>;
  /** Told first of each order placed or moved, in its transaction (the mails). */
  notifier: OrderNotifier;
  /** The seller's alert of orders waiting for a chat. */
  followUpAlert: FollowUpAlert;
  /** How orders can be paid now and each order's pay link (the online payments); none when not given. */
  payLinks?: Pick<OrderLinks, 'payOptions' | 'payLinkOf'>;
  /** Finds or makes each placed order's customer of the book (the customers module); none when not given. */
  customerFor?: CustomerFor;
}

/**
 * The shopper's orders (place, list, read) and the seller's order desk: the list, the dashboard, the
 * follow-up of orders waiting for a chat (a periodic job) and the export.
 */
export async function registerOrders(
  app: FastifyInstance,
  {
    db,
    guards,
    jobs,
    publicUrl,
    rateLimitScale,
    catalog,
    settings,
    notifier,
    followUpAlert,
    payLinks,
    customerFor,
  }: OrdersNeeds,
) {
  const { identity } = settings;
  const notifiers = new OrderNotifiers();
  notifiers.add(notifier);
  const repository = new OrdersRepository(db);
  const links: OrderLinks = {
    publicUrl,
    get sellerWhatsapp() {
      return identity.current().whatsapp;
    },
    get shopName() {
      return identity.current().name;
    },
    get showroomAddress() {
      return identity.current().address;
    },
    get payOptions() {
      return payLinks?.payOptions;
    },
    payLinkOf: payLinks?.payLinkOf,
  };
  const orders = new OrdersService({
    repository,
    catalog: catalog.repository,
    links,
    log: app.log,
    deliveryFeeFor: (order) => settings.service.deliveryFeeFor(order),
    notifier: notifiers,
    depositPercent: async () => (await settings.service.businessDetails()).depositPercent ?? 0,
    customerFor,
  });
  await app.register(orderRoutes, { orders, guards, rateLimitScale });
  await app.register(orderAdminRoutes, {
    admin: new OrdersAdminService({
      repository,
      catalog: catalog.repository,
      links,
      catalogueChanged: catalog.catalogueChanged,
      log: app.log,
      notifier: notifiers,
    }),
    guards,
  });
  const followUp = new OrdersFollowUpService({ repository, links, alert: followUpAlert });
  jobs.register(followUpAlertJob(followUp));
  await app.register(orderDeskRoutes, {
    dashboard: new OrdersDashboardService({
      repository: new OrdersDashboardRepository(db),
      catalog: catalog.repository,
    }),
    followUp,
    guards,
  });
  const ordersExport = new OrdersExport(new OrdersExportRepository(db));
  await app.register(orderExportRoutes, { ordersExport, guards });
  return {
    /** The orders as their customer (or an admin) reads them. */
    service: orders,
    /** Adds a notifier, told after those before it of each order placed or moved, in its transaction. */
    alsoTell: (another: OrderNotifier) => notifiers.add(another),
    /** The orders' spreadsheet of a period, as the export job writes it. */
    exportSheet: (period: Parameters<OrdersExport['sheet']>[0]) => ordersExport.sheet(period),
    /** The ledger's payments of a period, as the export job writes them. */
    paymentsSheet: (period: Parameters<OrdersExport['paymentsSheet']>[0]) =>
      ordersExport.paymentsSheet(period),
    /** The orders' SQL, which the payment ledger's transactions join (locks, status moves, events). */
    repository,
    /** The links orders are read with. */
    links,
    /** Every notifier, told in turn: the ledger tells them of the moves its payments make. */
    notifier: notifiers as OrderNotifier,
  };
}

export type OrdersModule = Awaited<ReturnType<typeof registerOrders>>;
