import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pagedListState } from '../../../lib/paged-list-state';
import { useDeferredQuery } from '../../../lib/use-deferred-query';
import { productListQuery } from '../api/products';
import { toProductQuery, type ShopFilters } from '../shop-filters';

/**
 * The shop's product list (24 at a time, more with Load more) and the numbers of "Showing X of Y
 * products": X the products on screen, Y every product matching the filters (every active product
 * when no filter is set). Both are undefined until the first page has loaded. `correctedQuery` is the
 * query searched when the shopper's words were taken as typos.
 */
export function useShopProducts(filters: ShopFilters) {
  const query = useMemo(() => toProductQuery(filters), [filters]);
  const list = useDeferredQuery(
    useInfiniteQuery({ ...productListQuery(query), placeholderData: keepPreviousData }),
  );

  const products = useMemo(() => list.data?.pages.flatMap((page) => page.products) ?? [], [list.data]);
  const matching = list.data?.pages[0]?.total;
  const shown = matching === undefined ? undefined : products.length;
  // The query the server searched when it took some words as typos (the first page says).
  const correctedQuery = list.isPlaceholderData ? undefined : list.data?.pages[0]?.correctedQuery;

  return { products, shown, matching, correctedQuery, ...pagedListState(list) };
}
