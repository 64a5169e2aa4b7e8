import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SHOP } from '../shared/shop';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerJobRunner, type JobRunner } from './jobs';
import { createMailer, type Mailer } from './mail/mailer';
import { registerAccount } from './modules/account';
import { type CatalogService, registerCatalog } from './modules/catalog';
import { registerContact } from './modules/contact';
import { registerCustomers } from './modules/customers';
import { registerDocuments } from './modules/documents';
import { registerExports } from './modules/exports';
import { registerHealth } from './modules/health';
import { createImageStore, type ImageStore, registerMedia } from './modules/media';
import { AccountMailQueue, registerNotifications } from './modules/notifications';
import { registerOrders } from './modules/orders';
import { onlinePayLinks, registerOnlinePayments, registerPayments, WEBHOOK_PATHS } from './modules/payments';
import { registerSettings, type SettingsModule } from './modules/settings';
import { registerStaff, StaffRepository } from './modules/staff';
import { createAuth, type Auth } from './plugins/auth/auth';
import { authPlugin } from './plugins/auth/auth.plugin';
import { createGuards, type Guards } from './plugins/auth/guards';
import { registerErrorHandler } from './plugins/errors';
import { registerGracefulClose } from './plugins/graceful-close';
import { loggerOptions, type LogDestination } from './plugins/logging';
import { registerOriginCheck } from './plugins/origin-check';
import { registerSecurity } from './plugins/security';
import { SharedRateLimits } from './plugins/shared-rate-limits';
import { loadHtmlShell } from './plugins/web/html-shell';
import {
  answerFrameworkError,
  MAX_SEGMENT_LENGTH,
  rewriteInvalidAddress,
} from './plugins/web/invalid-address';
import { webPlugin } from './plugins/web/web.plugin';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Registers more routes before the pages' catch-all (tests use it for guarded stand-in routes). */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /** Where the log goes instead of stdout (tests read it back). */
  logStream?: LogDestination;
  /** The picture store (main.ts makes it first, for the seed); by default the one config names. */
  images?: ImageStore;
}

/**
 * Builds the whole server: the plugins, then the shop's parts, each registered by its module with what it
 * needs from the parts before it, then the pages. Tests call it directly.
 */
export async function buildApp({
  config,
  database,
  extraRoutes,
  logStream,
  images = createImageStore({ ...config.media, uploadsDir: config.uploadsDir }, database.db),
}: AppDependencies): Promise<FastifyInstance> {
  const app = createServer(config, logStream);
  app.decorate('images', images);
  const shell = loadHtmlShell(config.clientDir);
  await registerSecurity(app, {
    inlineScriptHashes: shell.inlineScriptHashes,
    https: config.publicUrl.startsWith('https:'),
    rateLimits: new SharedRateLimits(database.db, app.log),
  });
  registerOriginCheck(app, {
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    acceptOwnHost: config.env !== 'production',
    // The providers' servers post the webhooks; their signature is the check.
    exemptPaths: Object.values(WEBHOOK_PATHS),
  });
  // Accounts come before the parts (their routes use the guards); account mail is drawn later, with the
  // identity the settings keep.
  const read: { settings?: SettingsModule } = {};
  const guards = await registerAccounts(
    app,
    config,
    database,
    () => read.settings?.identity.current().name ?? SHOP.name,
  );
  const jobs = await registerJobRunner(app, {
    database,
    intervalMs: config.mailOutbox.intervalMs,
    leaseMs: config.mailOutbox.leaseMs,
    start: config.runJobs,
  });

  // The shop's parts, each after those it needs.
  const { db } = database;
  const { publicUrl, authRateLimitScale: rateLimitScale, catalogueVersionCheckMs: versionCheckMs } = config;
  await registerHealth(app, { database, migrationsDir: config.migrationsDir });
  await registerAccount(app, { guards });
  const settings = await registerSettings(app, {
    database,
    guards,
    sellerWhatsapp: config.sellerWhatsapp,
    versionCheckMs,
  });
  read.settings = settings;
  const mail = registerNotifications(app, {
    publicUrl,
    outbox: config.mailOutbox,
    jobs,
    settings: settings.service,
  });
  const media = await registerMedia(app, {
    guards,
    images,
    cacheBytes: config.media.cacheBytes,
    shareCardsDir: path.join(config.dataDir, 'share-cards'),
  });
  const catalog = await registerCatalog(app, {
    database,
    guards,
    jobs,
    images,
    imageExists: media.imageExists,
    onLowStock: mail.lowStockCrossed,
    settings,
    versionCheckMs,
  });
  // The customer book comes before the orders: each order placed finds or makes its customer.
  const customers = await registerCustomers(app, { db, guards, jobs });
  const payLinks = onlinePayLinks({ ...config, details: () => settings.identity.details() });
  const orders = await registerOrders(app, {
    db,
    guards,
    jobs,
    publicUrl,
    rateLimitScale,
    catalog,
    settings,
    notifier: mail.orders,
    followUpAlert: mail.followUp,
    payLinks,
    customerFor: customers.customerOfOrder,
  });
  const payments = await registerPayments(app, {
    db,
    guards,
    rateLimitScale,
    orders,
    paymentNotifier: mail.paymentNotifier,
  });
  await registerOnlinePayments(app, {
    db,
    guards,
    jobs,
    payments: config.payments,
    publicUrl,
    authSecret: config.authSecret,
    rateLimitScale,
    ledger: payments.ledger,
    orders: orders.service,
    activeProvider: () => payLinks.payOptions.online,
  });
  await registerDocuments(app, { db, guards, rateLimitScale, orders, settings });
  await registerExports(app, {
    db,
    guards,
    jobs,
    sheets: { products: catalog.exportSheet, orders: orders.exportSheet, payments: orders.paymentsSheet },
  });
  await registerContact(app, { db, guards, onMessage: mail.contactReceived });
  await registerStaff(app, {
    db,
    guards,
    auth: app.auth,
    jobs,
    publicUrl,
    shopName: () => settings.identity.current().name,
    queueMail: mail.queue,
  });

  if (extraRoutes) await app.register(async (scope) => extraRoutes(scope));
  await app.register(webPlugin, {
    shell,
    clientDir: config.clientDir,
    publicUrl,
    catalog: catalog.service,
    shareCards: media.shareCards,
    identity: () => settings.identity.current(),
  });
  return app;
}

/** Fastify with the shop's limits, zod validation and the one error format. */
function createServer(config: Config, logStream: LogDestination | undefined): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy ?? false,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Addresses the router cannot read get the shop's answer, not the router's (invalid-address.ts).
    rewriteUrl: rewriteInvalidAddress,
    frameworkErrors: answerFrameworkError,
    routerOptions: { maxParamLength: MAX_SEGMENT_LENGTH },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerGracefulClose(app);
  app.decorateRequest('user', null);
  return app;
}

/**
 * Mail, accounts (Better Auth under /api/auth) and the guards the modules' routes use. Account mail is queued
 * in the durable outbox (the job runner, made next, sends it).
 */
async function registerAccounts(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  shopName: () => string,
) {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  const auth = createAuth({
    db: database.db,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    mailer: new AccountMailQueue({ db: database.db, queued: () => app.jobs.kick() }),
    shopName,
    log: app.log,
    rateLimitScale: config.authRateLimitScale,
  });
  const guards = createGuards(auth);
  app.decorate('auth', auth);
  app.decorate('guards', guards);
  app.decorate('mailer', mailer);
  const staffActs = new StaffRepository(database.db);
  await app.register(authPlugin, {
    auth,
    publicUrl: config.publicUrl,
    rateLimitScale: config.authRateLimitScale,
    // An owner's act through Better Auth's admin endpoints goes to the activity feed.
    recordAdminAct: (act) => staffActs.record({ kind: 'staff', ...act }),
  });
  return guards;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
    auth: Auth;
    guards: Guards;
    mailer: Mailer;
    /** The background job runner, mail among its jobs (tests wait for it with `drain()`). */
    jobs: JobRunner;
    /** Where the stored pictures live (disk, PostgreSQL or a bucket). */
    images: ImageStore;
  }
}
