import { Ban, Loader2 } from 'lucide-react';
import type { OrderStatus } from '../../../../shared/order-status';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={`Cancel order ${reference}?`}
      description={
        <div className="grid gap-2">
          <p>The order will show as cancelled to the customer, and it cannot be moved on again.</p>
          <p>{cancelStockText(status)}</p>
        </div>
      }
    >
      <Button variant="outline" onClick={onClose}>
        Keep order
      </Button>
      <Button variant="destructive" disabled={isCancelling} aria-busy={isCancelling} onClick={onConfirm}>
        {isCancelling ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Ban aria-hidden="true" />}
        Cancel order
      </Button>
    </Dialog>
  );
}
