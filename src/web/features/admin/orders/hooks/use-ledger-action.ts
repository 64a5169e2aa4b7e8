import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderResponse } from '../../../../../shared/orders';
import { adminOrderKeys } from '../../../../lib/query-keys';
import { notify } from '../../../../lib/toast';
import { serverMessage } from '../../common/admin-errors';

/** The id of the payments panel's heading (components/order-payments.tsx). */
export const PAYMENTS_HEADING_ID = 'admin-order-payments-title';

export const LEDGER_ACTION_FAILED = 'Could not save. Please try again.';

/**
 * One change to an order's money (a payment voided, a proof accepted or rejected, the deposit set): the
 * page shows the order as the server answers it, the lists (and the balances due) load again, and a
 * toast says what was done; a refusal's words are returned for the form to show.
 */
export function useLedgerAction<Input>(
  reference: string,
  run: (input: Input) => Promise<AdminOrderResponse>,
  success: string,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (response) => {
      queryClient.setQueryData(adminOrderKeys.detail(reference), response);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists });
      notify.success(success, { description: reference });
      // The button that asked is gone with its form: the panel's heading takes the focus.
      document.getElementById(PAYMENTS_HEADING_ID)?.focus();
    },
    onError: (caught) => {
      notify.error('Order not updated', { description: serverMessage(caught) ?? LEDGER_ACTION_FAILED });
    },
  });
  return {
    run: (input: Input, options?: { onSuccess?: () => void }) => mutation.mutate(input, options),
    isSaving: mutation.isPending,
    error: mutation.isError ? (serverMessage(mutation.error) ?? LEDGER_ACTION_FAILED) : null,
    reset: mutation.reset,
  };
}
