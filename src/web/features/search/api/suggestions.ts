import { queryOptions } from '@tanstack/react-query';
import { shopRoutes } from '../../../../shared/api-routes-shop';
import { api } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/query-keys';

/**
 * GET /api/search/suggestions?q=: products, categories and brands for what a shopper has typed. The
 * query's signal aborts the request when a newer term replaces it (TanStack Query cancels a query
 * nobody watches any more).
 */
export function suggestionsQuery(q: string) {
  return queryOptions({
    queryKey: searchKeys.suggestions(q),
    queryFn: ({ signal }) => api(shopRoutes.searchSuggestions, { query: { q }, signal }),
    staleTime: 5 * 60_000,
  });
}
