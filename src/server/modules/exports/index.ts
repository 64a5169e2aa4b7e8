/**
 * The exports module: spreadsheets made by a background job and kept 24 hours for whoever asked
 * (decision 033). The sheets themselves come from the catalog and orders modules, wired in app.ts.
 */
export { exportRoutes } from './exports.routes';
export { ExportsRepository } from './exports.repository';
export {
  EXPORT_BUILD_JOB,
  EXPORT_PRUNE_JOB,
  EXPORT_RETRY_POLICY,
  ExportsService,
  type ExportSheets,
} from './exports.service';
