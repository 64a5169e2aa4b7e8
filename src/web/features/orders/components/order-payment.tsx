import { Download } from 'lucide-react';
import { formatNaira } from '../../../../shared/money';
import type { Order, OrderPayOptions } from '../../../../shared/orders';
import { PAYMENT_LABELS, PAYMENT_MESSAGES, payPath, paymentMethodLabel } from '../../../../shared/payments';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { formatDate } from '../../../lib/format-date';
import { useProofUpload } from '../hooks/use-proof-upload';
import { paymentReceiptPath } from '../../../../shared/document-links';
import { PROOF_ACCEPT, PROOF_STATUS_TEXT } from '../../../lib/order-payments';
import { orderPaymentView } from '../order-payment-model';

const card = 'rounded-xl border border-border bg-card p-4 sm:p-6';
// ui/input's look, without importing it: its module sits in the shop page's chunk, which a shopper back
// from the provider's page (a fresh load of this page) would otherwise load for two fields.
const inputClass =
  'w-full min-h-11 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-subtle-foreground focus-visible:border-primary-strong aria-[invalid=true]:border-destructive-400';
const link =
  'inline-flex min-h-11 items-center gap-2 text-sm text-primary-strong underline-offset-4 hover:underline';

/**
 * The order's payment on its status page: what was paid and what is left, each payment with its receipt,
 * the pay links once the seller has confirmed the order, and the bank transfer with its proofs.
 */
export function OrderPayment({
  order,
  pay,
  unavailable,
  returnState,
}: {
  order: Order;
  pay: OrderPayOptions;
  /** The pay link came back here: the provider could not be reached. */
  unavailable: boolean;
  /** The return from the provider's page being checked, or why it could not be. */
  returnState: { isChecking: boolean; error: string | null };
}) {
  const view = orderPaymentView(order, pay);
  return (
    <section aria-labelledby="order-payment" className={card}>
      <h2 id="order-payment" className="text-lg font-bold text-foreground-strong">
        Payment
      </h2>
      {unavailable && (
        <Alert className="mt-3">
          <span className="block">{PAYMENT_MESSAGES.providerDown}</span>
          <a
            href={payPath(order.reference)}
            className="mt-2 inline-flex min-h-11 items-center font-semibold underline"
          >
            {PAYMENT_LABELS.tryAgain}
          </a>
        </Alert>
      )}
      <div role="status" className="text-sm">
        {returnState.isChecking && <p className="mt-3 text-muted-foreground">Checking your payment...</p>}
      </div>
      <Alert className="mt-3">{returnState.error}</Alert>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt className="text-subtle-foreground">{PAYMENT_LABELS.amountPaid}</dt>
        <dd className="text-right font-semibold text-foreground-strong tabular-nums">
          {formatNaira(order.amountPaid)}
        </dd>
        <dt className="text-subtle-foreground">{PAYMENT_LABELS.balance}</dt>
        <dd className="text-right font-semibold text-foreground-strong tabular-nums">
          {formatNaira(order.balance)}
        </dd>
      </dl>
      {view.partPaid && <p className="mt-2 text-sm font-semibold text-foreground-soft">{view.partPaid}</p>}
      {order.status === 'awaiting_confirmation' && (pay.online || pay.bank) && (
        <p className="mt-3 text-sm text-muted-foreground">{PAYMENT_MESSAGES.notConfirmedToPay}</p>
      )}
      {view.payLinks.length > 0 && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {view.payLinks.map((payLink, index) => (
            <a
              key={payLink.href}
              href={payLink.href}
              className={buttonVariants({
                variant: index === 0 ? 'primary' : 'outline',
                size: 'lg',
                className: 'w-full sm:w-auto',
              })}
            >
              {payLink.label}
            </a>
          ))}
        </div>
      )}
      {order.payments.length > 0 && <PaymentList order={order} />}
      {view.showBank && pay.bank && <BankTransfer reference={order.reference} bank={pay.bank} />}
      {order.proofs.length > 0 && <ProofList order={order} />}
    </section>
  );
}

function PaymentList({ order }: { order: Order }) {
  return (
    <>
      <h3 className="mt-5 font-semibold text-foreground-strong">Payments received</h3>
      <ul className="mt-1 divide-y divide-border" aria-label="Payments received">
        {order.payments
          .filter((payment) => !payment.voided)
          .map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-x-4 py-2">
              <span className="grid text-sm">
                <span className="font-semibold text-foreground-strong tabular-nums">
                  {formatNaira(payment.amount)}
                </span>
                <span className="text-muted-foreground">
                  <time dateTime={payment.paidAt}>{formatDate(payment.paidAt)}</time>
                  {' · '}
                  {paymentMethodLabel(payment.method, payment.provider)}
                </span>
              </span>
              <a href={paymentReceiptPath(order.reference, payment.id)} download className={link}>
                <Download aria-hidden="true" className="size-4" />
                Receipt
                <span className="sr-only">{` of ${formatNaira(payment.amount)}`}</span> (PDF)
              </a>
            </li>
          ))}
      </ul>
    </>
  );
}

function BankTransfer({
  reference,
  bank,
}: {
  reference: string;
  bank: NonNullable<OrderPayOptions['bank']>;
}) {
  const proof = useProofUpload(reference);
  return (
    <div className="mt-5 border-t border-border pt-4">
      <h3 className="font-semibold text-foreground-strong">Pay by bank transfer</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-subtle-foreground">Bank</dt>
        <dd className="break-words text-foreground">{bank.bankName}</dd>
        <dt className="text-subtle-foreground">Account name</dt>
        <dd className="break-words text-foreground">{bank.accountName}</dd>
        <dt className="text-subtle-foreground">Account number</dt>
        <dd className="font-mono text-foreground">{bank.accountNumber}</dd>
        <dt className="text-subtle-foreground">Reference</dt>
        <dd className="font-mono text-foreground">{reference}</dd>
      </dl>
      <form key={proof.formKey} onSubmit={proof.submit} noValidate className="mt-4 grid gap-3">
        <Field id="proof-file" label="Proof of transfer (picture or PDF)" error={proof.errors.file} required>
          {(control) => (
            <input
              {...control}
              className={inputClass}
              type="file"
              accept={PROOF_ACCEPT}
              onChange={(event) => proof.chooseFile(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <Field id="proof-amount" label="Amount sent (₦, optional)" error={proof.errors.amount}>
          {(control) => (
            <input
              {...control}
              className={inputClass}
              inputMode="decimal"
              autoComplete="off"
              value={proof.amount}
              onChange={(event) => proof.setAmount(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="outline" disabled={proof.isUploading} className="justify-self-start">
          {proof.isUploading ? 'Uploading...' : 'Send proof of transfer'}
        </Button>
      </form>
      <Alert tone="success" className="mt-3">
        {proof.uploaded}
      </Alert>
      <Alert className="mt-3">{proof.error}</Alert>
    </div>
  );
}

function ProofList({ order }: { order: Order }) {
  return (
    <>
      <h3 className="mt-5 font-semibold text-foreground-strong">Proofs of transfer</h3>
      <ul className="mt-1 divide-y divide-border" aria-label="Proofs of transfer">
        {order.proofs.map((proof) => (
          <li key={proof.id} className="grid gap-1 py-2 text-sm">
            <span className="flex flex-wrap items-center justify-between gap-x-4">
              <span>
                <time dateTime={proof.createdAt}>{formatDate(proof.createdAt)}</time>
                {proof.amount !== null && ` · ${formatNaira(proof.amount)}`}
                {' · '}
                <span className="font-semibold text-foreground-strong">
                  {PROOF_STATUS_TEXT[proof.status]}
                </span>
              </span>
              <a href={proof.fileUrl} target="_blank" rel="noopener noreferrer" className={link}>
                View
                <span className="sr-only">{` the proof of ${formatDate(proof.createdAt)} (opens in a new tab)`}</span>
              </a>
            </span>
            {proof.status === 'rejected' && proof.reason && (
              <span className="text-destructive-300">Reason: {proof.reason}</span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
