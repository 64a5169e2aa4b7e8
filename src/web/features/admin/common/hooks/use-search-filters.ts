import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { withFilters, type Filters } from '../search-filters';

/**
 * A list's filters, read from the search by `parse` (a stable function). A change replaces the
 * address (typing is not a step of the Back button) and keeps the scroll position.
 */
export function useSearchFilters<F extends Filters<F>>(parse: (params: URLSearchParams) => F) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [parse, params]);
  const setFilters = useCallback(
    (change: Partial<F>) =>
      setParams((current) => withFilters<F>(current, change), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return { filters, setFilters };
}
