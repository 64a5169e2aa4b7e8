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

/** The states of a paged list query whose pages carry `total`. */
export function pagedListState(
  list: UseInfiniteQueryResult<InfiniteData<{ total: number }>>,
): PagedListState {
  return {
    total: list.data?.pages[0]?.total ?? 0,
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
