import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CustomerResponse } from '../../../../../shared/customers';
import { adminCustomerKeys } from '../../../../lib/query-keys';

/**
 * After a write the server answers the customer's whole page: it replaces the one shown, and the lists
 * (their tags, their counts) are asked again when next shown.
 */
export function useCustomerUpdate() {
  const queryClient = useQueryClient();
  return useCallback(
    (response: CustomerResponse) => {
      queryClient.setQueryData(adminCustomerKeys.detail(response.customer.id), response);
      void queryClient.invalidateQueries({ queryKey: adminCustomerKeys.lists });
    },
    [queryClient],
  );
}
