import { useQuery } from '@tanstack/react-query';
import { awaitingOrderCountQuery } from '../api/admin-orders';

/** The number of orders awaiting confirmation; undefined until known (or when it could not be read). */
export function useAwaitingOrderCount(): number | undefined {
  return useQuery(awaitingOrderCountQuery()).data;
}
