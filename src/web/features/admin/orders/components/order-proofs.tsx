import { useState, type FormEvent } from 'react';
import { formatNaira } from '../../../../../shared/money';
import type { Order, OrderProof } from '../../../../../shared/orders';
import { lagosDay } from '../../../../../shared/lagos-time';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { formatDateTime } from '../../../../lib/format-date';
import { PROOF_STATUS_TEXT } from '../../../../lib/order-payments';
import { acceptProof, rejectProof } from '../api/admin-payments';
import { useLedgerAction } from '../hooks/use-ledger-action';
import {
  acceptBody,
  acceptDefaults,
  reasonBody,
  type AcceptValues,
  type FieldErrors,
} from '../payments-model';
import { ReasonForm } from './reason-form';

type Deciding = { id: string; kind: 'accept' | 'reject' } | null;

/** The shopper's proofs of transfer: each with its file, and Accept (a ledger row) or Reject (a reason). */
export function OrderProofs({ order, mayDecide }: { order: Order; mayDecide: boolean }) {
  const [deciding, setDeciding] = useState<Deciding>(null);
  const accept = useLedgerAction(
    order.reference,
    ({ id, body }: { id: string; body: { amount: number; paidOn: string } }) =>
      acceptProof(order.reference, id, body),
    'Proof accepted',
  );
  const reject = useLedgerAction(
    order.reference,
    ({ id, reason }: { id: string; reason: string }) => rejectProof(order.reference, id, reason),
    'Proof rejected',
  );
  const close = () => setDeciding(null);
  return (
    <div className="grid gap-2">
      <h4 className="font-semibold text-foreground-strong">Proofs of transfer</h4>
      <ul className="grid gap-2" aria-label="Proofs of transfer">
        {order.proofs.map((proof) => (
          <li key={proof.id} className="grid gap-2 rounded-lg border border-border p-3 text-sm">
            <ProofSummary proof={proof} />
            {mayDecide && proof.status === 'pending' && deciding?.id !== proof.id && (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  aria-label={`Accept the proof of ${formatDateTime(proof.createdAt)}`}
                  onClick={() => {
                    accept.reset();
                    setDeciding({ id: proof.id, kind: 'accept' });
                  }}
                >
                  Accept
                </Button>
                <Button
                  variant="outline"
                  aria-label={`Reject the proof of ${formatDateTime(proof.createdAt)}`}
                  onClick={() => {
                    reject.reset();
                    setDeciding({ id: proof.id, kind: 'reject' });
                  }}
                >
                  Reject
                </Button>
              </div>
            )}
            {deciding?.id === proof.id && deciding.kind === 'accept' && (
              <AcceptForm
                proof={proof}
                order={order}
                onSubmit={(body) => accept.run({ id: proof.id, body }, { onSuccess: close })}
                onCancel={close}
                isSaving={accept.isSaving}
                error={accept.error}
              />
            )}
            {deciding?.id === proof.id && deciding.kind === 'reject' && (
              <ReasonForm
                id={`reject-${proof.id}`}
                label="Reason the proof is rejected (the customer sees it)"
                submitLabel="Reject proof"
                cancelLabel="Keep it pending"
                check={(reason) => reasonBody('reject', reason)}
                onSubmit={(reason) => reject.run({ id: proof.id, reason }, { onSuccess: close })}
                onCancel={close}
                isSaving={reject.isSaving}
                error={reject.error}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProofSummary({ proof }: { proof: OrderProof }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <time dateTime={proof.createdAt}>{formatDateTime(proof.createdAt)}</time>
      {proof.amount !== null && <span className="tabular-nums">{formatNaira(proof.amount)}</span>}
      <span className="font-semibold text-foreground-strong">{PROOF_STATUS_TEXT[proof.status]}</span>
      <a
        href={proof.fileUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center text-primary-strong underline underline-offset-4"
      >
        View proof<span className="sr-only"> of {formatDateTime(proof.createdAt)} (opens in a new tab)</span>
      </a>
      {proof.status === 'rejected' && proof.reason && (
        <span className="w-full text-destructive-300">Reason: {proof.reason}</span>
      )}
    </p>
  );
}

function AcceptForm({
  proof,
  order,
  onSubmit,
  onCancel,
  isSaving,
  error,
}: {
  proof: OrderProof;
  order: Order;
  onSubmit: (body: { amount: number; paidOn: string }) => void;
  onCancel: () => void;
  isSaving: boolean;
  error: string | null;
}) {
  const [values, setValues] = useState<AcceptValues>(() => acceptDefaults(proof, order));
  const [errors, setErrors] = useState<FieldErrors<keyof AcceptValues>>({});
  const set = (key: keyof AcceptValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const checked = acceptBody(values);
    if (checked.body) onSubmit(checked.body);
    else setErrors(checked.errors);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <Field id={`accept-${proof.id}-amount`} label="Amount received (₦)" error={errors.amount} required>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            onChange={(event) => set('amount', event.target.value)}
          />
        )}
      </Field>
      <Field id={`accept-${proof.id}-paid-on`} label="Date received" error={errors.paidOn} required>
        {(control) => (
          <Input
            {...control}
            type="date"
            max={lagosDay(new Date())}
            value={values.paidOn}
            onChange={(event) => set('paidOn', event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          Accept proof
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <Alert className="sm:col-span-2">{error}</Alert>
    </form>
  );
}
