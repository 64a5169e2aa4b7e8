import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { lagosDay } from '../../../../../shared/lagos-time';
import type { Order } from '../../../../../shared/orders';
import { PAYMENT_LABELS, type ManualMethod } from '../../../../../shared/payments';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input, Select, Textarea } from '../../../../components/ui/input';
import { PROOF_ACCEPT } from '../../../../lib/order-payments';
import { useRecordPayment } from '../hooks/use-record-payment';
import { MANUAL_METHOD_OPTIONS } from '../payments-model';

/** "Record payment" (what "Mark as paid" was): a button that opens the form, prefilled with the balance. */
export function RecordPaymentForm({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const form = useRecordPayment(order);
  const cancelled = useRef(false);
  // Opened, the form's first field takes the focus; cancelled, the button that opened it. (Saved, the
  // panel's heading has it: see use-record-payment.ts.)
  useEffect(() => {
    if (open) document.getElementById('record-payment-method')?.focus();
    else if (cancelled.current) document.getElementById('record-payment-open')?.focus();
    cancelled.current = false;
  }, [open]);
  const cancel = () => {
    cancelled.current = true;
    setOpen(false);
  };

  if (!open) {
    return (
      <Button
        id="record-payment-open"
        className="justify-self-start"
        onClick={() => {
          form.reset();
          setOpen(true);
        }}
      >
        <Plus aria-hidden="true" />
        {PAYMENT_LABELS.recordPayment}
      </Button>
    );
  }
  return (
    <form
      key={form.formKey}
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel();
      }}
      aria-labelledby="record-payment-title"
      noValidate
      onSubmit={(event) => form.submit(event, () => setOpen(false))}
      className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2"
    >
      <h4 id="record-payment-title" className="font-semibold text-foreground-strong sm:col-span-2">
        {PAYMENT_LABELS.recordPayment}
      </h4>
      <Field id="record-payment-method" label="Method" error={form.errors.method} required>
        {(control) => (
          <Select
            {...control}
            value={form.values.method}
            onChange={(event) => form.set('method', event.target.value as ManualMethod)}
          >
            {MANUAL_METHOD_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="record-payment-amount" label="Amount (₦)" error={form.errors.amount} required>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={form.values.amount}
            onChange={(event) => form.set('amount', event.target.value)}
          />
        )}
      </Field>
      <Field id="record-payment-paid-on" label="Date paid" error={form.errors.paidOn} required>
        {(control) => (
          <Input
            {...control}
            type="date"
            max={lagosDay(new Date())}
            value={form.values.paidOn}
            onChange={(event) => form.set('paidOn', event.target.value)}
          />
        )}
      </Field>
      <Field id="record-payment-file" label="Proof (picture or PDF, optional)" error={form.errors.file}>
        {(control) => (
          <Input
            {...control}
            type="file"
            accept={PROOF_ACCEPT}
            onChange={(event) => form.chooseFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Field
        id="record-payment-note"
        label="Note (optional)"
        error={form.errors.note}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            maxLength={1000}
            className="min-h-20"
            value={form.values.note}
            onChange={(event) => form.set('note', event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={form.isSaving} aria-busy={form.isSaving}>
          {form.isSaving ? 'Saving...' : 'Save payment'}
        </Button>
        <Button variant="outline" onClick={cancel}>
          Cancel
        </Button>
      </div>
      <Alert className="sm:col-span-2">{form.error}</Alert>
    </form>
  );
}
