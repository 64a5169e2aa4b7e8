import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitingResponse } from '../../../../../shared/follow-up';
import { notify } from '../../../../lib/toast';
import { adminOrderKeys } from '../../../../lib/query-keys';
import { serverMessage } from '../../common/admin-errors';
import { markFollowedUp } from '../api/waiting-orders';

export const FOLLOW_UP_FAILED = 'Could not record the follow-up. Please try again.';

/** "Mark followed up" on one order of the list: the list shows the mark at once; a refusal says why. */
export function useFollowUp(hours: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFollowedUp,
    onSuccess: ({ reference, followedUp }) => {
      queryClient.setQueryData<WaitingResponse>(adminOrderKeys.waiting(hours), (current) =>
        current
          ? {
              ...current,
              orders: current.orders.map((order) =>
                order.reference === reference ? { ...order, followedUp } : order,
              ),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(reference) });
    },
    onError: (caught) => {
      notify.error(serverMessage(caught) ?? FOLLOW_UP_FAILED);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists });
    },
  });
}
