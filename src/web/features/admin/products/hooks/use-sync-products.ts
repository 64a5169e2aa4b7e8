import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../../../shared/admin-catalogue';
import { notify } from '../../../../lib/toast';
import { syncPlanQuery, syncProducts } from '../api/admin-products';
import { invalidateCatalogue } from '../../common/catalogue-cache';
import { syncPlanChangesSomething } from '../sync-plan-format';

/**
 * The sync tool: opening it asks the server what a sync would do (the dry run) and shows that plan;
 * confirming runs POST /api/products/sync and says how many products were added and updated (or, when
 * the server first encodes the demo pictures in a background job, how many it will add and update).
 */
export function useSyncProducts() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const plan = useQuery({ ...syncPlanQuery(), enabled: confirming });
  const mutation = useMutation({
    mutationFn: syncProducts,
    onSuccess: ({ added, updated, queued }) => {
      // With demo pictures to encode, the server runs the sync as a background job (202).
      if (queued)
        notify.success(ADMIN_MESSAGES.syncQueued, { description: `${added} to add, ${updated} to update.` });
      else
        notify.success(ADMIN_MESSAGES.syncSucceeded, { description: `${added} added, ${updated} updated.` });
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
    plan: plan.data,
    isPlanning: plan.isFetching,
    planError: plan.isError ? plan.error : null,
    retryPlan: () => void plan.refetch(),
    /** Sync now is offered once the plan is in and changes something. */
    canSync: plan.data !== undefined && !plan.isFetching && syncPlanChangesSomething(plan.data),
    sync: () => mutation.mutate(),
    isSyncing: mutation.isPending,
  };
}
