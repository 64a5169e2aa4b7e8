import { useQuery } from '@tanstack/react-query';
import type { DeliveryClass } from '../../../../../shared/delivery';
import { shopRoutes } from '../../../../../shared/api-routes-shop';
import { api } from '../../../../lib/api-client';
import { settingsKeys } from '../../../../lib/query-keys';

/** The delivery classes a product may be in, smallest first (GET /api/delivery-fees; [] while loading). */
export function useDeliveryClasses(): DeliveryClass[] {
  const { data } = useQuery({
    queryKey: settingsKeys.publicDeliveryFees,
    queryFn: ({ signal }) => api(shopRoutes.deliveryFees, { signal }),
    staleTime: 60_000,
  });
  return data?.classes ?? [];
}
