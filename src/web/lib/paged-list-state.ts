import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';

/** What a paged list query reports to its screen: the shop's products, the admin's products and orders. */
export interface PagedListState {
  /** Every match of the filters (the first page's count). */
  total: number;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  retry: () => void;
  /** Showing the previous filters' rows while the new ones load. */
  isRefreshing: boolean;
  hasMore: boolean;
  loadMore: () => void;
  isLoadingMore: boolean;
}

/** The states of a paged list query (its pages carry `total`, or a cursor list carries none: 0). */
export function pagedListState<Page extends object>(
  list: UseInfiniteQueryResult<InfiniteData<Page>>,
): PagedListState {
  const first = list.data?.pages[0] as { total?: number } | undefined;
  return {
    total: first?.total ?? 0,
    isPending: list.isPending,
    isError: list.isError,
    error: list.error,
    isRefreshing: list.isPlaceholderData,
    hasMore: list.hasNextPage,
    isLoadingMore: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
    retry: () => void list.refetch(),
  };
}
