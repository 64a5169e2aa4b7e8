import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../../shared/admin-catalogue';
import { notify } from '../../../lib/toast';
import { invalidateCatalogue, syncProducts } from '../api/admin-products';

/** The sync tool: a confirm step, then POST /api/products/sync and a toast with the counts. */
export function useSyncProducts() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: syncProducts,
    onSuccess: ({ added, updated }) => {
      notify.success(ADMIN_MESSAGES.syncSucceeded, {
        description: `${added} added, ${updated} updated.`,
      });
    },
    onError: (error) => {
      console.error('Error syncing products:', error);
      notify.error(ADMIN_MESSAGES.syncFailed);
    },
    onSettled: () => {
      setConfirming(false);
      return invalidateCatalogue(queryClient);
    },
  });

  return {
    confirming,
    setConfirming,
    sync: () => mutation.mutate(),
    isSyncing: mutation.isPending,
  };
}
