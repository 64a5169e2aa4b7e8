import { useQuery } from '@tanstack/react-query';
import { orderDeliveryFee, type DeliveryMethod } from '../../../../shared/delivery';
import { shopRoutes } from '../../../../shared/api-routes-shop';
import { api } from '../../../lib/api-client';
import { settingsKeys } from '../../../lib/query-keys';

/**
 * The seller's delivery fees by state and class, for the checkout's summary: the fee of the cart's largest
 * class to the state (the server's rule, `src/shared/delivery.ts`), nothing for a pickup. Until it has
 * loaded (or if it cannot load) a state reads as "quoted on WhatsApp": the server charges the real fee
 * either way.
 */
export function useDeliveryFees() {
  const query = useQuery({
    queryKey: settingsKeys.publicDeliveryFees,
    queryFn: ({ signal }) => api(shopRoutes.deliveryFees, { signal }),
    staleTime: 60_000,
  });
  const fees = new Map(query.data?.fees.map((row) => [`${row.state}|${row.classId}`, row.fee]));
  const classOrder = query.data?.classes.map((row) => row.id) ?? [];
  return {
    feeFor: (state: string, productClasses: readonly string[], method: DeliveryMethod = 'delivery') =>
      orderDeliveryFee({
        method,
        classOrder,
        productClasses,
        feeOf: (classId) => fees.get(`${state}|${classId}`),
      }),
  };
}
