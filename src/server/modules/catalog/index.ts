/**
 * The catalog module: the products, their stock and history, the shop's reads, the admin's writes, the
 * sync with the demo catalogue, bulk repricing, low-stock crossings (told to the listener it is
 * registered with), the shop's search index (built beside the in-memory catalogue), and the demo catalogue (its
 * pictures drawn by the media module).
 */
export { CatalogRepository } from './catalog.repository';
export { CatalogService } from './catalog.service';
export { CatalogueSearch, type SearchEntry } from './catalog-search';
export type { Actor } from './product-changes';
export type { LowStockProduct } from './low-stock';
export { SYNC_JOB } from './catalog-sync';
export { moveStock } from './stock';
export { seedDemoCatalogue } from './demo/seed';
export { CatalogSpreadsheets } from './catalog-spreadsheets';
export { ProductBulkRepository } from './product-bulk.repository';
export { registerCatalog, type CatalogModule } from './register';
