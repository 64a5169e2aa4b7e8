import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ACCOUNT_LATEST_ORDERS } from '../../../../shared/order-status';
import { myOrdersQuery } from '../api/orders';
import { storeOrders } from '../order-storage';

/**
 * The account page's orders: the latest three and the total count. Each successful load is mirrored to
 * local storage under autoparts-orders (SPEC.md section 3).
 */
export function useAccountOrders() {
  const query = useQuery(myOrdersQuery(ACCOUNT_LATEST_ORDERS));
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data) storeOrders(data.orders);
  }, [data, dataUpdatedAt]);

  return {
    orders: data?.orders ?? [],
    total: data?.total ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isRetrying: query.isFetching && query.isError,
    retry: () => void query.refetch(),
  };
}
