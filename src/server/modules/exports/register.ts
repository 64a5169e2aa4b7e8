import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs';
import type { Guards } from '../../plugins/auth/guards';
import { exportRoutes } from './exports.routes';
import { ExportsRepository } from './exports.repository';
import { ExportsService, type ExportSheets } from './exports.service';

export interface ExportsNeeds {
  db: Database;
  guards: Guards;
  jobs: JobRunner;
  /** The sheets, as the catalogue's and the orders' GET exports write them. */
  sheets: ExportSheets;
}

/** The same sheets as the two GET exports, made by a job and kept for whoever asked (decision 033). */
export async function registerExports(
  app: FastifyInstance,
  { db, guards, jobs, sheets }: ExportsNeeds,
): Promise<void> {
  const exports = new ExportsService({
    repository: new ExportsRepository(db),
    sheets,
    queued: () => jobs.kick(),
    log: app.log,
  });
  jobs.register(exports.buildJob());
  jobs.register(exports.pruneJob());
  await app.register(exportRoutes, { exports, guards });
}
