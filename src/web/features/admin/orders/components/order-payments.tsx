import { Copy, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { formatNaira } from '../../../../../shared/money';
import type { AdminOrderResponse, Order, OrderPayment } from '../../../../../shared/orders';
import { PAYMENT_LABELS, paymentMethodLabel } from '../../../../../shared/payments';
import { Button } from '../../../../components/ui/button';
import { formatDate } from '../../../../lib/format-date';
import { notify } from '../../../../lib/toast';
import { paymentReceiptPath } from '../../../../../shared/document-links';
import { useStaffAccess } from '../../common/hooks/use-staff-access';
import { voidPayment } from '../api/admin-payments';
import { PAYMENTS_HEADING_ID, useLedgerAction } from '../hooks/use-ledger-action';
import { reasonBody, takesPayment } from '../payments-model';
import { DepositForm } from './deposit-form';
import { OrderProofs } from './order-proofs';
import { ReasonForm } from './reason-form';
import { RecordPaymentForm } from './record-payment-form';

const TITLE_ID = PAYMENTS_HEADING_ID;
const CELL = 'px-3 py-2 text-left align-top';

/**
 * The order's money at the desk (decision 053): its totals, the pay link to send, the ledger (voided
 * rows struck out with why), "Record payment", the shopper's proofs and the deposit. What changes money
 * shows only to staff with `orders.payments`.
 */
export function OrderPayments({ order, payLink }: { order: Order; payLink: AdminOrderResponse['payLink'] }) {
  const can = useStaffAccess();
  const mayPay = can('orders.payments');
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h3
        id={TITLE_ID}
        tabIndex={-1}
        className="text-lg font-semibold text-foreground-strong focus:outline-none"
      >
        Payments
      </h3>
      <LedgerTotals order={order} />
      {payLink && <PayLinkActions payLink={payLink} />}
      <Ledger order={order} mayVoid={mayPay} />
      {mayPay && takesPayment(order.status) && <RecordPaymentForm order={order} />}
      {order.proofs.length > 0 && <OrderProofs order={order} mayDecide={mayPay} />}
      {mayPay && <DepositForm order={order} />}
    </section>
  );
}

function LedgerTotals({ order }: { order: Order }) {
  const partPaid = order.amountPaid > 0 && order.amountPaid < order.total;
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Total</dt>
        <dd className="text-right text-foreground-strong tabular-nums">{formatNaira(order.total)}</dd>
        <dt className="text-muted-foreground">{PAYMENT_LABELS.amountPaid}</dt>
        <dd className="text-right text-foreground-strong tabular-nums">{formatNaira(order.amountPaid)}</dd>
        <dt className="text-muted-foreground">{PAYMENT_LABELS.balance}</dt>
        <dd className="text-right font-semibold text-foreground-strong tabular-nums">
          {formatNaira(order.balance)}
        </dd>
        {order.depositPercent > 0 && (
          <>
            <dt className="text-muted-foreground">Deposit ({order.depositPercent}%) still due</dt>
            <dd className="text-right text-foreground-strong tabular-nums">
              {formatNaira(order.depositDue)}
            </dd>
          </>
        )}
      </dl>
      {partPaid && (
        <p className="text-sm font-semibold text-foreground-soft">
          {PAYMENT_LABELS.partPaid(order.amountPaid, order.total)}
        </p>
      )}
      {order.toRefund > 0 && (
        <p className="rounded-md border border-destructive-500/60 bg-destructive-950/60 px-3 py-2 text-sm font-semibold text-destructive-200">
          {PAYMENT_LABELS.toRefund(order.toRefund)}
        </p>
      )}
    </div>
  );
}

function PayLinkActions({ payLink }: { payLink: NonNullable<AdminOrderResponse['payLink']> }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(payLink.url);
      notify.success('Pay link copied', { description: `${formatNaira(payLink.amount)}: ${payLink.url}` });
    } catch {
      notify.error('Could not copy the pay link', { description: payLink.url });
    }
  };
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        Pay link for {formatNaira(payLink.amount)}:{' '}
        <span className="font-mono break-all text-foreground-soft">{payLink.url}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {PAYMENT_LABELS.copyPayLink}
        </Button>
        {payLink.whatsappUrl && (
          <a
            href={payLink.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-success-600 px-3 text-sm font-semibold text-success-foreground hover:bg-success-500 focus-visible:ring-2 focus-visible:ring-success-300 focus-visible:outline-none"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {PAYMENT_LABELS.sendPayLink}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </div>
  );
}

function Ledger({ order, mayVoid }: { order: Order; mayVoid: boolean }) {
  const captionId = useId();
  const [voiding, setVoiding] = useState<string | null>(null);
  const action = useLedgerAction(
    order.reference,
    ({ id, reason }: { id: string; reason: string }) => voidPayment(order.reference, id, reason),
    'Payment voided',
  );
  if (order.payments.length === 0) return <p className="text-sm text-muted-foreground">No payment yet.</p>;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[30rem] text-sm text-foreground-soft">
        <caption id={captionId} className="px-3 pt-2 text-left font-semibold text-foreground-strong">
          Payment ledger
        </caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className={CELL}>
              Paid
            </th>
            <th scope="col" className={CELL}>
              Method
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              Amount
            </th>
            <th scope="col" className={CELL}>
              <span className="sr-only">Receipt and void</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.payments.map((payment) => (
            <LedgerRow
              key={payment.id}
              reference={order.reference}
              payment={payment}
              mayVoid={mayVoid}
              voiding={voiding === payment.id}
              onVoid={() => {
                action.reset();
                setVoiding(payment.id);
              }}
              onKeep={() => setVoiding(null)}
              onConfirm={(reason) =>
                action.run({ id: payment.id, reason }, { onSuccess: () => setVoiding(null) })
              }
              isSaving={action.isSaving}
              error={voiding === payment.id ? action.error : null}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LedgerRow({
  reference,
  payment,
  mayVoid,
  voiding,
  onVoid,
  onKeep,
  onConfirm,
  isSaving,
  error,
}: {
  reference: string;
  payment: OrderPayment;
  mayVoid: boolean;
  voiding: boolean;
  onVoid: () => void;
  onKeep: () => void;
  onConfirm: (reason: string) => void;
  isSaving: boolean;
  error: string | null;
}) {
  const amount = formatNaira(payment.amount);
  const struck = payment.voided ? 'line-through text-muted-foreground' : '';
  return (
    <>
      <tr className="border-b border-border/60 last:border-0">
        <td className={CELL}>
          <time dateTime={payment.paidAt} className={struck}>
            {formatDate(payment.paidAt)}
          </time>
          {payment.recordedBy && (
            <span className="block text-xs text-muted-foreground">By {payment.recordedBy}</span>
          )}
        </td>
        <td className={CELL}>
          <span className={struck}>{paymentMethodLabel(payment.method, payment.provider)}</span>
          {payment.reference && <span className="block font-mono text-xs">{payment.reference}</span>}
          {payment.note && <span className="block text-xs text-muted-foreground">{payment.note}</span>}
          {payment.voided && (
            <span className="block text-xs text-destructive-300">
              Voided{payment.voidedBy ? ` by ${payment.voidedBy}` : ''}: {payment.voidReason}
            </span>
          )}
        </td>
        <td className={`${CELL} text-right tabular-nums`}>
          {payment.voided ? (
            <s className="text-muted-foreground">
              <span className="sr-only">Voided: </span>
              {amount}
            </s>
          ) : (
            <span className="font-semibold text-foreground-strong">{amount}</span>
          )}
        </td>
        <td className={`${CELL} text-right whitespace-nowrap`}>
          {!payment.voided && (
            <a
              href={paymentReceiptPath(reference, payment.id)}
              download
              className="inline-flex min-h-11 items-center px-1 text-primary-strong underline underline-offset-4"
            >
              Receipt<span className="sr-only"> of {amount}</span>
            </a>
          )}
          {mayVoid && !payment.voided && payment.method !== 'online' && !voiding && (
            <Button variant="ghost" onClick={onVoid} aria-label={`Void the payment of ${amount}`}>
              Void
            </Button>
          )}
        </td>
      </tr>
      {voiding && (
        <tr className="border-b border-border/60">
          <td colSpan={4} className={CELL}>
            <ReasonForm
              id={`void-${payment.id}`}
              label={`Reason for voiding the payment of ${amount}`}
              submitLabel="Void payment"
              check={(reason) => reasonBody('void', reason)}
              onSubmit={onConfirm}
              onCancel={onKeep}
              cancelLabel="Keep payment"
              isSaving={isSaving}
              error={error}
            />
          </td>
        </tr>
      )}
    </>
  );
}
