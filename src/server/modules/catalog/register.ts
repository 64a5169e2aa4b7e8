import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { enqueueJobs, type JobRunner } from '../../jobs';
import type { Guards } from '../../plugins/auth/guards';
import type { ImageStore } from '../media';
import type { SettingsModule } from '../settings';
import { catalogAdminRoutes } from './catalog-admin.routes';
import { CatalogAdminService } from './catalog-admin.service';
import { CatalogReprice } from './catalog-reprice';
import { catalogRepriceRoutes } from './catalog-reprice.routes';
import { catalogSpreadsheetRoutes } from './catalog-spreadsheet.routes';
import { CatalogSpreadsheets } from './catalog-spreadsheets';
import { CatalogSync } from './catalog-sync';
import { CatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { CatalogService } from './catalog.service';
import { followCatalogueChanges } from './catalogue-changes';
import type { LowStockListener } from './low-stock';
import { ProductBulkRepository } from './product-bulk.repository';

export interface CatalogNeeds {
  database: DatabaseHandle;
  guards: Guards;
  jobs: JobRunner;
  images: ImageStore;
  /** Whether a picture is stored: a product names only stored pictures. */
  imageExists: (publicId: string) => Promise<boolean>;
  /** Told, in the write's transaction, of each product that goes below its low-stock threshold. */
  onLowStock: LowStockListener;
  /** The search words the search reads with each load of the catalogue, and word of their saves. */
  settings: Pick<SettingsModule, 'service' | 'onSearchWordsSaved'>;
  /** How often each process checks that its copy of the catalogue is current. */
  versionCheckMs: number;
}

/**
 * The products: the shop's reads from the in-memory catalogue (kept in step with the database in every
 * process, decision 028), the admin's writes, spreadsheets, repricing and the demo catalogue's sync
 * (a job when its pictures must be drawn, decision 030).
 */
export async function registerCatalog(
  app: FastifyInstance,
  { database, guards, jobs, images, imageExists, onLowStock, settings, versionCheckMs }: CatalogNeeds,
) {
  const repository = new CatalogRepository(database.db, { onLowStock });
  const catalog = new CatalogService(repository, () => settings.service.searchWords());
  const follower = await followCatalogueChanges(database, catalog, { versionCheckMs });
  app.addHook('onClose', async () => follower.stop());
  const catalogueChanged = () => follower.changed();
  settings.onSearchWordsSaved(catalogueChanged);
  app.decorate('catalog', catalog);
  const bulk = new ProductBulkRepository(database.db, repository);

  const sync = new CatalogSync({
    bulk,
    images,
    catalogueChanged,
    runAlone: (work) => database.tryLock('catalogue-sync', work),
    queue: async (job) => {
      const queued = await enqueueJobs(database.db, [job]);
      jobs.kick();
      return queued > 0;
    },
  });
  jobs.register(sync.jobHandler());

  await app.register(catalogRoutes, { catalog });
  await app.register(catalogAdminRoutes, {
    admin: new CatalogAdminService({ repository, imageExists, catalogueChanged }),
    sync,
    guards,
  });
  const spreadsheets = new CatalogSpreadsheets({ bulk, imageExists, catalogueChanged });
  await app.register(catalogSpreadsheetRoutes, { spreadsheets, guards });
  await app.register(catalogRepriceRoutes, {
    reprice: new CatalogReprice({ bulk, repository, catalogueChanged }),
    guards,
  });
  return {
    /** The in-memory catalogue the shop's pages and API read. */
    service: catalog,
    /** The products' SQL, for the orders' stock moves and lines. */
    repository,
    /** After a write elsewhere (an order's stock): every process's catalogue is read again. */
    catalogueChanged,
    /** The products' spreadsheet, as the export job writes it. */
    exportSheet: () => spreadsheets.exportSheet(),
  };
}

export type CatalogModule = Awaited<ReturnType<typeof registerCatalog>>;
