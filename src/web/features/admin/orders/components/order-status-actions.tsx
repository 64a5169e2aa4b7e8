import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Order } from '../../../../../shared/orders';
import { OrderStatusBadge } from '../../../../components/order/order-status-badge';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Textarea } from '../../../../components/ui/input';
import { useOrderStatusChange } from '../hooks/use-order-status-change';
import { finalStatusText, orderActions } from '../order-actions';
import { CancelOrderDialog } from './cancel-order-dialog';

const TITLE_ID = 'admin-order-status-title';

/** The moves the order may make now, one button each, with an optional note sent along. */
export function OrderStatusActions({ order }: { order: Order }) {
  const change = useOrderStatusChange(order);
  const actions = orderActions(order.status);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStatus = useRef(order.status);

  // Whether a button of this panel asked for the move (a payment elsewhere on the page may move it too).
  const askedHere = useRef(false);

  // After a move the clicked button is gone: focus goes to this panel's heading. (The dialog, a child,
  // has closed and handed focus back before this runs.)
  useEffect(() => {
    if (shownStatus.current !== order.status && askedHere.current) headingRef.current?.focus();
    shownStatus.current = order.status;
    askedHere.current = false;
  }, [order.status]);

  return (
    <section aria-labelledby={TITLE_ID} className="rounded-xl border border-border bg-card p-4 sm:p-6">
      <h3
        id={TITLE_ID}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-foreground-strong focus:outline-none"
      >
        Status
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        Now: <OrderStatusBadge status={order.status} size="sm" />
      </p>
      {actions.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{finalStatusText(order.status)}</p>
      ) : (
        <div className="mt-4 grid gap-4">
          <Field id="admin-order-status-note" label="Note for this change (optional)">
            {(control) => (
              <Textarea
                {...control}
                value={change.note}
                onChange={(event) => change.setNote(event.target.value)}
                maxLength={1000}
                className="min-h-20"
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-3">
            {actions.map((action) => (
              <Button
                key={action.status}
                variant={action.variant}
                disabled={change.isSaving}
                aria-busy={change.savingStatus === action.status}
                onClick={() => {
                  askedHere.current = true;
                  change.request(action.status);
                }}
              >
                {change.savingStatus === action.status && (
                  <Loader2 aria-hidden="true" className="animate-spin" />
                )}
                {action.label}
              </Button>
            ))}
          </div>
        </div>
      )}
      <Alert className="mt-4">{change.error}</Alert>
      <CancelOrderDialog
        reference={order.reference}
        status={order.status}
        open={change.confirmingCancel}
        onClose={change.closeCancel}
        onConfirm={() => {
          askedHere.current = true;
          change.confirmCancel();
        }}
        isCancelling={change.savingStatus === 'cancelled'}
      />
    </section>
  );
}
