import { useQuery } from '@tanstack/react-query';
import type { PublicDeliveryFees } from '../../../../shared/settings';
import { apiFetch } from '../../../lib/api-client';
import { settingsKeys } from '../../../lib/query-keys';

/**
 * The seller's delivery fee to each state, for the checkout's summary. Until it has loaded (or if it
 * cannot load) a state reads as "quoted on WhatsApp": the server charges the real fee either way.
 */
export function useDeliveryFees() {
  const query = useQuery({
    queryKey: settingsKeys.publicDeliveryFees,
    queryFn: ({ signal }) => apiFetch<PublicDeliveryFees>('/api/delivery-fees', { signal }),
    staleTime: 60_000,
  });
  const fees = new Map(query.data?.fees.map((row) => [row.state as string, row.fee]));
  return { feeFor: (state: string): number | null => fees.get(state) ?? null };
}
