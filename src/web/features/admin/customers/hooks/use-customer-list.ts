import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pagedListState } from '../../../../lib/paged-list-state';
import { adminCustomerListQuery } from '../api/admin-customers';
import type { CustomerFilters } from '../customers-url';

/** The customer list for the current filters and sort, 25 at a time; the previous rows stay while new ones load. */
export function useCustomerList(filters: CustomerFilters) {
  const query = useMemo(() => ({ ...filters, q: filters.q.trim() }), [filters]);
  const list = useInfiniteQuery({ ...adminCustomerListQuery(query), placeholderData: keepPreviousData });
  const customers = useMemo(() => list.data?.pages.flatMap((page) => page.customers) ?? [], [list.data]);
  return { customers, ...pagedListState(list) };
}

export type CustomerListState = ReturnType<typeof useCustomerList>;
