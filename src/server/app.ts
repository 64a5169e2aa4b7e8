import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SHOP } from '../shared/shop';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createMailer, type Mailer } from './mail/mailer';
import { CatalogService } from './modules/catalog';
import { createImageStore, type ImageStore, SHARE_CARD_IMAGES } from './modules/media';
import { JobRunner } from './jobs';
import { AccountMailQueue } from './modules/notifications';
import { ShopIdentityCopy } from './modules/settings';
import { StaffRepository } from './modules/staff';
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
import { registerModules } from './app-modules';

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

/** Builds the whole server: plugins, then modules, then the pages. Tests call it directly. */
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
  });
  // Accounts come before the modules; their mails are drawn later, with the identity the modules read.
  const read: { identity?: ShopIdentityCopy } = {};
  const guards = await registerAccounts(
    app,
    config,
    database,
    () => read.identity?.current().name ?? SHOP.name,
  );
  const { catalog, identity } = await registerModules(app, config, database, guards);
  read.identity = identity;
  if (extraRoutes) await app.register(async (scope) => extraRoutes(scope));
  await app.register(webPlugin, {
    shell,
    clientDir: config.clientDir,
    publicUrl: config.publicUrl,
    catalog,
    shareCards: SHARE_CARD_IMAGES,
    identity: () => identity.current(),
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
