import { Ban, Loader2 } from 'lucide-react';
import type { OrderStatus } from '../../../../../shared/order-status';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../../components/ui/alert-dialog';
import { cancelStockText } from '../order-actions';

/** "Cancel order {reference}?": cancelling is final; a confirmed order's stock goes back. */
export function CancelOrderDialog({
  reference,
  status,
  open,
  onClose,
  onConfirm,
  isCancelling,
}: {
  reference: string;
  status: OrderStatus;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  isCancelling: boolean;
}) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <AlertDialogContent
        // Once cancelled, the button that opened the dialog is gone: the status panel takes the focus.
        onCloseAutoFocus={(event) => {
          if (status === 'cancelled') event.preventDefault();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel order {reference}?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">
              <p>The order will show as cancelled to the customer, and it cannot be moved on again.</p>
              <p>{cancelStockText(status)}</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep order</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={isCancelling}
            aria-busy={isCancelling}
            onClick={(event) => {
              // Stays open while the server cancels; the move closes it when done.
              event.preventDefault();
              onConfirm();
            }}
          >
            {isCancelling ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Ban aria-hidden="true" />
            )}
            Cancel order
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
