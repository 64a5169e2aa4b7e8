// The shop's modules wired to one another (the repositories, services and routes of each), and the job
// runner they register their jobs with; app.ts builds the server around them.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultBusinessDetails } from '../shared/settings';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './modules/account';
import {
  DocumentDetailsRepository,
  DocumentIssuer,
  documentRoutes,
  DocumentsService,
} from './modules/documents';
import {
  catalogAdminRoutes,
  CatalogAdminService,
  CatalogReprice,
  catalogRepriceRoutes,
  CatalogRepository,
  catalogRoutes,
  CatalogService,
  catalogSpreadsheetRoutes,
  CatalogSpreadsheets,
  CatalogSync,
  followCatalogueChanges,
  ProductBulkRepository,
} from './modules/catalog';
import { ContactRepository, contactRoutes, ContactService } from './modules/contact';
import { exportRoutes, ExportsRepository, ExportsService } from './modules/exports';
import { healthRoutes } from './modules/health';
import { mediaFileRoutes, mediaRoutes, MediaService, shareCardRoutes, ShareCards } from './modules/media';
import { enqueueJobs, JobRunner, JOBS_CHANNEL, pruneJobsHandler } from './jobs';
import { createMailOutbox, OutboxRepository } from './modules/notifications';
import {
  orderAdminRoutes,
  orderDeskRoutes,
  OrdersAdminService,
  OrdersDashboardRepository,
  OrdersDashboardService,
  orderExportRoutes,
  OrdersExport,
  OrdersExportRepository,
  followUpAlertJob,
  OrdersFollowUpService,
  OrdersRepository,
  orderRoutes,
  OrdersService,
  type OrderNotifier,
} from './modules/orders';
import { SettingsRepository, settingsRoutes, SettingsService, ShopIdentityCopy } from './modules/settings';
import {
  ActivityRepository,
  ActivityService,
  StaffRepository,
  staffRoutes,
  StaffService,
} from './modules/staff';
import { type Guards } from './plugins/auth/guards';

/**
 * The background job runner (decision 030): woken by NOTIFY jobs and every interval; started with the
 * server unless JOBS=off (then `npm run worker` runs the jobs). The modules register their handlers.
 */
async function registerJobRunner(app: FastifyInstance, config: Config, database: DatabaseHandle) {
  const jobs = new JobRunner({
    db: database.db,
    log: app.log,
    intervalMs: config.mailOutbox.intervalMs,
    leaseMs: config.mailOutbox.leaseMs,
  });
  jobs.register(pruneJobsHandler(database.db));
  await database.listen(JOBS_CHANNEL, () => jobs.kick());
  app.decorate('jobs', jobs);
  if (config.runJobs) {
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
  }
  return jobs;
}

/** The shop's modules, wired to one another; answers the catalogue and the identity the pages read. */
export async function registerModules(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  guards: Guards,
): Promise<{ catalog: CatalogService; identity: ShopIdentityCopy }> {
  const jobs = await registerJobRunner(app, config, database);
  const mailOutbox = createMailOutbox({
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    settings: config.mailOutbox,
    queued: () => jobs.kick(),
    businessDetails: (tx) => settings.inTransaction(tx).businessDetails(),
  });
  jobs.register(mailOutbox.handler);
  // Every product write that takes a product below its low-stock threshold queues the seller's mail.
  const catalogRepository = new CatalogRepository(database.db, {
    onLowStock: (tx, product) => mailOutbox.lowStock.crossed(tx, product),
  });
  // The search reads the settings' search words with each load of the catalogue.
  const catalog = new CatalogService(catalogRepository, () => settings.searchWords());
  const catalogueFollower = await followCatalogueChanges(database, catalog, {
    versionCheckMs: config.catalogueVersionCheckMs,
  });
  app.addHook('onClose', async () => catalogueFollower.stop());
  const catalogueChanged = () => catalogueFollower.changed();
  app.decorate('catalog', catalog);
  const media = new MediaService(app.images);
  const productBulk = new ProductBulkRepository(database.db, catalogRepository);

  // A sync with demo pictures to encode runs as a job (decision 030).
  const sync = new CatalogSync({
    bulk: productBulk,
    images: app.images,
    catalogueChanged,
    runAlone: (work) => database.tryLock('catalogue-sync', work),
    queue: async (job) => {
      const queued = await enqueueJobs(database.db, [job]);
      jobs.kick();
      return queued > 0;
    },
  });
  jobs.register(sync.jobHandler());

  await app.register(healthRoutes, { database, migrationsDir: config.migrationsDir });
  await app.register(accountRoutes, { guards });
  await app.register(catalogRoutes, { catalog });
  await app.register(catalogAdminRoutes, {
    admin: new CatalogAdminService({
      repository: catalogRepository,
      imageExists: (publicId) => media.exists(publicId),
      catalogueChanged,
    }),
    sync,
    guards,
  });
  const spreadsheets = new CatalogSpreadsheets({
    bulk: productBulk,
    imageExists: (publicId) => media.exists(publicId),
    catalogueChanged,
  });
  await app.register(catalogSpreadsheetRoutes, { spreadsheets, guards });
  await app.register(catalogRepriceRoutes, {
    reprice: new CatalogReprice({ bulk: productBulk, repository: catalogRepository, catalogueChanged }),
    guards,
  });
  await app.register(mediaRoutes, { media, guards });
  await app.register(mediaFileRoutes, { images: app.images, cacheBytes: config.media.cacheBytes });
  await app.register(shareCardRoutes, { cards: new ShareCards(path.join(config.dataDir, 'share-cards')) });
  // The business details, first filled from SELLER_WHATSAPP; every process keeps the shop's identity
  // from them in memory, told of each save (decision 038).
  const settings: SettingsService = new SettingsService(new SettingsRepository(database.db), {
    recordChange: (tx, change) =>
      new StaffRepository(tx).record({
        kind: 'settings',
        action: 'saved',
        ...change,
        details: change.changes,
      }),
    defaults: defaultBusinessDetails(config.sellerWhatsapp),
    detailsSaved: () => identity.changed(),
    searchWordsSaved: () => catalogueChanged(),
  });
  const identity: ShopIdentityCopy = new ShopIdentityCopy(settings);
  await identity.start(database, config.catalogueVersionCheckMs);
  app.addHook('onClose', async () => identity.stop());
  // An order's documents keep the business details of their issue: the proforma's when it is placed,
  // the receipt's when it is paid.
  const issuer = new DocumentIssuer(settings);
  const notifier = bothNotifiers(mailOutbox.notifier, issuer);
  const ordersRepository = new OrdersRepository(database.db);
  const orderLinks = {
    publicUrl: config.publicUrl,
    get sellerWhatsapp() {
      return identity.current().whatsapp;
    },
    get shopName() {
      return identity.current().name;
    },
    get showroomAddress() {
      return identity.current().address;
    },
  };
  const orders = new OrdersService({
    repository: ordersRepository,
    catalog: catalogRepository,
    links: orderLinks,
    log: app.log,
    deliveryFeeFor: (order) => settings.deliveryFeeFor(order),
    notifier,
  });
  await app.register(orderRoutes, {
    orders,
    guards,
    rateLimitScale: config.authRateLimitScale,
  });
  await app.register(orderAdminRoutes, {
    admin: new OrdersAdminService({
      repository: ordersRepository,
      catalog: catalogRepository,
      links: orderLinks,
      catalogueChanged,
      log: app.log,
      notifier,
    }),
    guards,
  });
  const followUp = new OrdersFollowUpService({
    repository: ordersRepository,
    links: orderLinks,
    alert: mailOutbox.followUp,
  });
  jobs.register(followUpAlertJob(followUp));
  await app.register(orderDeskRoutes, {
    dashboard: new OrdersDashboardService({
      repository: new OrdersDashboardRepository(database.db),
      catalog: catalogRepository,
    }),
    followUp,
    guards,
  });
  const ordersExport = new OrdersExport(new OrdersExportRepository(database.db));
  await app.register(orderExportRoutes, { ordersExport, guards });
  // The same sheets as the two GET exports, made by a job and stored for whoever asked (decision 033).
  const exports = new ExportsService({
    repository: new ExportsRepository(database.db),
    sheets: {
      products: () => spreadsheets.exportSheet(),
      orders: (period) => ordersExport.sheet(period),
    },
    queued: () => jobs.kick(),
    log: app.log,
  });
  jobs.register(exports.buildJob());
  jobs.register(exports.pruneJob());
  await app.register(exportRoutes, { exports, guards });
  await app.register(contactRoutes, {
    contact: new ContactService(new ContactRepository(database.db), app.log, (tx, message) =>
      mailOutbox.contact.received(tx, message),
    ),
    guards,
  });
  await app.register(settingsRoutes, { settings, guards, identity: () => identity.current() });
  await app.register(staffRoutes, {
    staff: new StaffService({
      repository: new StaffRepository(database.db),
      auth: app.auth,
      publicUrl: config.publicUrl,
      shopName: () => identity.current().name,
      queueMail: (tx, mail) => OutboxRepository.enqueue(tx, [mail]),
      mailQueued: () => jobs.kick(),
    }),
    activity: new ActivityService(new ActivityRepository(database.db)),
    guards,
  });
  // The documents read orders as the shopper's API does (owner or admin), with the business details.
  await app.register(documentRoutes, {
    documents: new DocumentsService({
      orders,
      settings,
      issued: new DocumentDetailsRepository(database.db),
    }),
    guards,
    rateLimitScale: config.authRateLimitScale,
  });
  return { catalog, identity };
}

/** Tells both of each order placed or moved, in its transaction. */
function bothNotifiers(first: OrderNotifier, second: OrderNotifier): OrderNotifier {
  return {
    placed: async (tx, order) => {
      await first.placed(tx, order);
      await second.placed(tx, order);
    },
    moved: async (tx, order, from) => {
      await first.moved(tx, order, from);
      await second.moved(tx, order, from);
    },
  };
}
