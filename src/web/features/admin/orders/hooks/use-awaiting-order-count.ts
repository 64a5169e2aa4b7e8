import { useQuery } from '@tanstack/react-query';
import { awaitingOrderCountQuery } from '../api/admin-orders';

/**
 * The number of orders awaiting confirmation; undefined until known (or when it could not be read, or the
 * admin's staff level may not see orders: then it is not asked).
 */
export function useAwaitingOrderCount(enabled = true): number | undefined {
  return useQuery({ ...awaitingOrderCountQuery(), enabled }).data;
}
