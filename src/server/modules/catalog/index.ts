/**
 * The catalog module: the products, their stock and history, the shop's reads, the admin's writes, the
 * sync with the demo catalogue, bulk repricing, low-stock crossings (told to a listener that app.ts
 * wires), the shop's search index (built beside the in-memory catalogue), and the demo catalogue (its
 * pictures drawn by the media module).
 */
export { catalogAdminRoutes } from './catalog-admin.routes';
export { CatalogAdminService } from './catalog-admin.service';
export { CatalogRepository, type CatalogListeners } from './catalog.repository';
export { CatalogReprice } from './catalog-reprice';
export { catalogRepriceRoutes } from './catalog-reprice.routes';
export { catalogRoutes } from './catalog.routes';
export { CatalogService } from './catalog.service';
export { CatalogueSearch, type SearchEntry } from './catalog-search';
export { CatalogSync, SYNC_JOB } from './catalog-sync';
export { CATALOGUE_CHANNEL, followCatalogueChanges } from './catalogue-changes';
export type { Actor } from './product-changes';
export type { LowStockListener, LowStockProduct } from './low-stock';
export { moveStock, type StockLine, type StockMove } from './stock';
export { seedDemoCatalogue } from './demo/seed';
export { catalogSpreadsheetRoutes } from './catalog-spreadsheet.routes';
export { CatalogSpreadsheets } from './catalog-spreadsheets';
export { ProductBulkRepository } from './product-bulk.repository';
