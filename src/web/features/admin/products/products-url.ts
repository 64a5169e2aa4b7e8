import { ADMIN_PRODUCT_STATUSES, type AdminProductStatus } from '../../../../shared/admin-catalogue';
import { ADMIN_SECTION_PATHS } from '../common/admin-paths';
import { oneOf } from '../common/search-filters';

/**
 * The products section's pages: the list at `/admin/products` (its search, status and stock filters in
 * `q`, `status` and `stock`), the reprice screen at `/admin/products/reprice`, the add form at
 * `/admin/products/new` and the edit form at `/admin/products/<id>/edit`. The forms carry the list's filters along, so leaving one finds the list as it was.
 */
export const PRODUCTS_PATH = ADMIN_SECTION_PATHS.products;
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/new`;
/** Bulk repricing; ticked products of the list come along in `ids` (comma-separated). */
export const REPRICE_PATH = `${PRODUCTS_PATH}/reprice`;

export function repricePath(ids: readonly string[] = []): string {
  return ids.length > 0 ? `${REPRICE_PATH}?${new URLSearchParams({ ids: ids.join(',') })}` : REPRICE_PATH;
}

/** The ticked products a link to the reprice screen carries. */
export function tickedIds(params: URLSearchParams): string[] {
  const ids = (params.get('ids') ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter((id) => id !== ''))];
}
/** Spreadsheet export and import of the catalogue, and the orders export. */
export const IMPORT_PRODUCTS_PATH = `${PRODUCTS_PATH}/import`;

export function editProductPath(id: string): string {
  return `${PRODUCTS_PATH}/${encodeURIComponent(id)}/edit`;
}

export const STOCK_FILTERS = ['all', 'low'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export interface AdminListFilters {
  q: string;
  status: AdminProductStatus;
  /** `low`: only products at or below their low-stock threshold (`?stock=low`). */
  stock: StockFilter;
}

export function parseListFilters(params: URLSearchParams): AdminListFilters {
  return {
    q: params.get('q') ?? '',
    status: oneOf(params, 'status', ADMIN_PRODUCT_STATUSES, 'all'),
    stock: oneOf(params, 'stock', STOCK_FILTERS, 'all'),
  };
}
