import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ACTIVITY_KINDS, type ActivityKind } from '../../../../../shared/staff-forms';
import { pagedListState } from '../../../../lib/paged-list-state';
import { staffKeys } from '../../../../lib/query-keys';
import { oneOf } from '../../common/search-filters';
import { useSearchFilters } from '../../common/hooks/use-search-filters';
import { activityPage } from '../api/admin-staff';

export interface ActivityListFilters {
  actor: string;
  kind: ActivityKind | 'all';
}

const parse = (params: URLSearchParams): ActivityListFilters => ({
  actor: params.get('actor') ?? '',
  kind: oneOf(params, 'kind', ['all', ...ACTIVITY_KINDS], 'all'),
});

/** The feed for the person and kind in the address, newest first, a page at a time. */
export function useActivity() {
  const { filters, setFilters } = useSearchFilters(parse);
  const query = useMemo(
    () => ({ actor: filters.actor || undefined, kind: filters.kind === 'all' ? undefined : filters.kind }),
    [filters.actor, filters.kind],
  );
  const list = useInfiniteQuery({
    queryKey: staffKeys.activity(query),
    queryFn: ({ pageParam, signal }) => activityPage(query, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const entries = useMemo(() => list.data?.pages.flatMap((page) => page.entries) ?? [], [list.data]);
  const people = list.data?.pages[0]?.people ?? [];
  return { filters, setFilters, entries, people, ...pagedListState(list) };
}
