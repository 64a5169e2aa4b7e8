import {
  CUSTOMER_PAGE_SIZE,
  CUSTOMER_SORTS,
  type CustomerListQuery,
  type CustomerSort,
} from '../../../../shared/customers';
import { NIGERIAN_STATES, type NigerianState } from '../../../../shared/nigeria';
import { ADMIN_SECTION_PATHS } from '../common/admin-paths';
import { oneOf } from '../common/search-filters';

/**
 * The customer book's pages: the list at `/admin/customers` (its search, state, tag and sort in `q`,
 * `state`, `tag` and `sort`) and one customer at `/admin/customers/<id>`, which carries the list's filters.
 */
export const CUSTOMERS_PATH = ADMIN_SECTION_PATHS.customers;

export function adminCustomerPath(id: string): string {
  return `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;
}

/** The list's default order: left out of the address. */
export const DEFAULT_CUSTOMER_SORT: CustomerSort = 'lastOrder';

export interface CustomerFilters {
  q: string;
  state: NigerianState | 'all';
  /** A tag as typed in the address (trimmed and lower-cased), or 'all'. */
  tag: string;
  sort: CustomerSort;
}

export function parseCustomerFilters(params: URLSearchParams): CustomerFilters {
  const tag = (params.get('tag') ?? '').trim().toLowerCase();
  return {
    q: params.get('q') ?? '',
    state: oneOf(params, 'state', NIGERIAN_STATES, 'all'),
    tag: tag === '' ? 'all' : tag,
    sort: oneOf(params, 'sort', CUSTOMER_SORTS, DEFAULT_CUSTOMER_SORT),
  };
}

/**
 * The filters as the address keeps them: the default sort is left out like 'all' and an empty search
 * (withFilters drops an empty value).
 */
export function customerFilterChange(change: Partial<CustomerFilters>): Partial<CustomerFilters> {
  return change.sort === DEFAULT_CUSTOMER_SORT ? { ...change, sort: '' as CustomerSort } : change;
}

/** The filters and sort the server is asked for (the export's query): 'all' and an empty search left out. */
export function customerFilterQuery(filters: CustomerFilters): Omit<CustomerListQuery, 'offset' | 'limit'> {
  const q = filters.q.trim();
  return {
    q: q === '' ? undefined : q,
    state: filters.state === 'all' ? undefined : filters.state,
    tag: filters.tag === 'all' ? undefined : filters.tag,
    sort: filters.sort,
  };
}

/** The query of one page of the list. */
export function customerListParams(filters: CustomerFilters, offset: number): CustomerListQuery {
  return { ...customerFilterQuery(filters), offset, limit: CUSTOMER_PAGE_SIZE };
}
