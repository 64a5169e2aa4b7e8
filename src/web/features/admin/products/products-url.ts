import { ADMIN_PRODUCT_STATUSES, type AdminProductStatus } from '../../../../shared/admin-catalogue';
import { ADMIN_SECTION_PATHS } from '../common/admin-paths';
import { oneOf } from '../common/search-filters';

/**
 * The products section's pages: the list at `/admin/products` (its search and status filter in `q`
 * and `status`), the add form at `/admin/products/new` and the edit form at `/admin/products/<id>/edit`.
 * The forms carry the list's filters along, so leaving one finds the list as it was.
 */
export const PRODUCTS_PATH = ADMIN_SECTION_PATHS.products;
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/new`;
/** Spreadsheet export and import of the catalogue, and the orders export. */
export const IMPORT_PRODUCTS_PATH = `${PRODUCTS_PATH}/import`;

export function editProductPath(id: string): string {
  return `${PRODUCTS_PATH}/${encodeURIComponent(id)}/edit`;
}

export interface AdminListFilters {
  q: string;
  status: AdminProductStatus;
}

export function parseListFilters(params: URLSearchParams): AdminListFilters {
  return { q: params.get('q') ?? '', status: oneOf(params, 'status', ADMIN_PRODUCT_STATUSES, 'all') };
}
