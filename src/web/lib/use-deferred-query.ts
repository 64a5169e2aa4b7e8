import { useDeferredValue } from 'react';

/**
 * A query whose answer React draws in a transition it splits into short tasks. A query's update renders
 * at once in one task (TanStack Query's store is read with useSyncExternalStore); for a screen of cards on a
 * slow phone that is one long task, which keeps a tap waiting. Here the urgent render keeps showing the
 * loading state (or the previous answer), and the new answer is drawn right after, in slices.
 */
export function useDeferredQuery<Query extends { data: unknown; isPending: boolean }>(query: Query): Query {
  const data = useDeferredValue(query.data);
  if (data === query.data) return query;
  return { ...query, data, isPending: query.isPending || data === undefined };
}
