import { startTransition, useCallback, useMemo, useOptimistic, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeShopFilters,
  DEFAULT_SHOP_FILTERS,
  parseShopFilters,
  serializeShopFilters,
  type ShopFilters,
} from '../shop-filters';

export interface ShopFiltersApi {
  filters: ShopFilters;
  /** Merges a change into the URL (replacing the entry, keeping the scroll position). */
  setFilters: (change: Partial<ShopFilters>) => void;
  /** Clears search, category and price; keeps the sort (Relevance goes with the query) and the view. */
  clearFilters: () => void;
  /**
   * How many times the filters were cleared: the key of the search box and the price sliders, so a
   * clear also drops what they still hold (a search typed less than 350 ms before, not yet in the URL).
   */
  clears: number;
}

/** The shop's filters live in the URL query so a filtered view can be shared and survives a reload. */
export function useShopFilters(): ShopFiltersApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = useMemo(() => parseShopFilters(searchParams), [searchParams]);
  // The router moves the URL in a transition, which keeps the old filters on screen until the new render
  // is ready: the shopper's choice (a radio, the sort) shows at once instead, as the URL's own.
  const [filters, showFilters] = useOptimistic(fromUrl, changeShopFilters);
  const [clears, setClears] = useState(0);

  const setFilters = useCallback(
    (change: Partial<ShopFilters>) => {
      startTransition(() => {
        showFilters(change);
        setSearchParams(
          (current) => serializeShopFilters(changeShopFilters(parseShopFilters(current), change)),
          {
            replace: true,
            preventScrollReset: true,
          },
        );
      });
    },
    [setSearchParams, showFilters],
  );

  const clearFilters = useCallback(() => {
    const { sort: _sort, view: _view, ...cleared } = DEFAULT_SHOP_FILTERS;
    startTransition(() => {
      showFilters(cleared);
      setSearchParams(
        (current) => serializeShopFilters(changeShopFilters(parseShopFilters(current), cleared)),
        { replace: true, preventScrollReset: true },
      );
    });
    setClears((count) => count + 1);
  }, [setSearchParams, showFilters]);

  return { filters, setFilters, clearFilters, clears };
}
