import { Loader2, MessageCircle } from 'lucide-react';
import { CHECKOUT_MESSAGES } from '../../../../shared/checkout';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * 'Payment System Unavailable': Cancel closes it; Chat on WhatsApp records the order and opens the chat.
 * While the order is sent, the confirm button says so and ignores further presses (it keeps the focus,
 * so it is marked aria-disabled rather than disabled).
 */
export function PaymentDialog({
  open,
  onClose,
  onConfirm,
  isSending,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  isSending: boolean;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={CHECKOUT_MESSAGES.dialogTitle}
      description={<p>{CHECKOUT_MESSAGES.dialogDescription}</p>}
    >
      <Button variant="outline" onClick={onClose} disabled={isSending}>
        Cancel
      </Button>
      <Button
        onClick={() => {
          if (!isSending) onConfirm();
        }}
        aria-disabled={isSending || undefined}
        aria-busy={isSending || undefined}
        className="aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        {isSending ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <MessageCircle aria-hidden="true" />
        )}
        {isSending ? 'Placing order...' : 'Chat on WhatsApp'}
      </Button>
    </Dialog>
  );
}
