import { useQuery } from '@tanstack/react-query';
import type { DeliveryClass } from '../../../../../shared/delivery';
import type { PublicDeliveryFees } from '../../../../../shared/settings';
import { apiGet } from '../../../../lib/api-client';
import { settingsKeys } from '../../../../lib/query-keys';

/** The delivery classes a product may be in, smallest first (GET /api/delivery-fees; [] while loading). */
export function useDeliveryClasses(): DeliveryClass[] {
  const { data } = useQuery({
    queryKey: settingsKeys.publicDeliveryFees,
    queryFn: ({ signal }) => apiGet<PublicDeliveryFees>('/api/delivery-fees', undefined, signal),
    staleTime: 60_000,
  });
  return data?.classes ?? [];
}
