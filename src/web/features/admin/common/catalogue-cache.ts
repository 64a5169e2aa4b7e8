import type { QueryClient } from '@tanstack/react-query';
import { productKeys } from '../../../lib/query-keys';
import { adminProductKeys } from '../../../lib/query-keys';

/**
 * After any catalogue write (a product saved, its stock set, an order taking or returning stock): the
 * admin's lists, details and histories, and the shop's own queries.
 */
export function invalidateCatalogue(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
  ]).then(() => undefined);
}
