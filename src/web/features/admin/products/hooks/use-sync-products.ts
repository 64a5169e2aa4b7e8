import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../../../shared/admin-catalogue';
import { notify } from '../../../../lib/toast';
import { syncPlanQuery, syncProducts } from '../api/admin-products';
import { invalidateCatalogue } from '../../common/catalogue-cache';
import { syncPlanChangesSomething } from '../sync-plan-format';

/**
 * The sync tool: opening it asks the server what a sync would do (the dry run) and shows that plan;
 * confirming runs POST /api/products/sync and says how many products were added and updated.
 */
export function useSyncProducts() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const plan = useQuery({ ...syncPlanQuery(), enabled: confirming });
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
