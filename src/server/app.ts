import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { CatalogRepository } from './modules/catalog/catalog.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { CatalogService } from './modules/catalog/catalog.service';
import { ContactRepository } from './modules/contact/contact.repository';
import { contactRoutes } from './modules/contact/contact.routes';
import { ContactService } from './modules/contact/contact.service';
import { healthRoutes } from './modules/health/health.routes';
import { registerErrorHandler } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { loadHtmlShell } from './plugins/web/html-shell';
import { webPlugin } from './plugins/web/web.plugin';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
}

/** Channel on which server processes sharing one PostgreSQL database tell each other the catalogue changed. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** Builds the whole server: plugins, then modules. Tests call it directly. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const trustProxy: FastifyServerOptions['trustProxy'] = config.trustProxy ?? false;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const shell = loadHtmlShell(config.clientDir);
  await registerSecurity(app, {
    inlineScriptHashes: shell.inlineScriptHashes,
    https: config.publicUrl.startsWith('https:'),
  });

  const catalog = new CatalogService(new CatalogRepository(database.db));
  await database.listen(CATALOGUE_CHANNEL, () => catalog.invalidate());
  app.decorate('catalog', catalog);

  await app.register(healthRoutes, { database });
  await app.register(catalogRoutes, { catalog });
  await app.register(contactRoutes, {
    contact: new ContactService(new ContactRepository(database.db), app.log),
  });
  await app.register(webPlugin, {
    shell,
    clientDir: config.clientDir,
    uploadsDir: config.uploadsDir,
    publicUrl: config.publicUrl,
    catalog,
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}
