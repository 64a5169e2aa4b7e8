import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../../shared/order-status';
import type { Order } from '../../../../../shared/orders';
import { notify } from '../../../../lib/toast';
import { serverMessage } from '../../common/admin-errors';
import { invalidateCatalogue } from '../../common/catalogue-cache';
import { adminOrderKeys } from '../../../../lib/query-keys';
import { changeOrderStatus } from '../api/admin-orders';
import { ORDER_ACTION_TOASTS, movesStock, statusChangeBody } from '../order-actions';

export const STATUS_CHANGE_FAILED = 'Could not change the order status. Please try again.';

interface Move {
  from: OrderStatus;
  to: OrderStatus;
  note: string;
}

/**
 * The status actions of one order: the optional note sent with a move, the cancel confirmation, and the
 * move itself. A success shows the order as the server now has it, refreshes the list (and the catalogue
 * when stock moved) and says so in a toast; a refusal (409: an impossible move, or not enough stock)
 * shows the server's words in the page and in a toast, and changes nothing else.
 */
export function useOrderStatusChange(order: Order) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  const mutation = useMutation({
    mutationFn: (move: Move) => changeOrderStatus(order.reference, statusChangeBody(move.to, move.note)),
    onSuccess: (response, move) => {
      queryClient.setQueryData(adminOrderKeys.detail(order.reference), response);
      setNote('');
      setError(null);
      setConfirmingCancel(false);
      notify.success(ORDER_ACTION_TOASTS[move.to], {
        description: `${order.reference} is now ${ORDER_STATUS_LABELS[response.order.status].toLowerCase()}.`,
      });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists });
      if (movesStock(move.from, move.to)) void invalidateCatalogue(queryClient);
    },
    onError: (caught) => {
      const message = serverMessage(caught) ?? STATUS_CHANGE_FAILED;
      setError(message);
      setConfirmingCancel(false);
      notify.error('Order not updated', { description: message });
    },
  });

  /** A click on an action: cancelling asks first, every other move goes at once. */
  function request(to: OrderStatus) {
    if (mutation.isPending) return;
    if (to === 'cancelled' && !confirmingCancel) {
      setConfirmingCancel(true);
      return;
    }
    setError(null);
    mutation.mutate({ from: order.status, to, note });
  }

  return {
    note,
    setNote,
    error,
    request,
    confirmingCancel,
    closeCancel: () => setConfirmingCancel(false),
    confirmCancel: () => request('cancelled'),
    isSaving: mutation.isPending,
    savingStatus: mutation.isPending ? mutation.variables?.to : undefined,
  };
}
