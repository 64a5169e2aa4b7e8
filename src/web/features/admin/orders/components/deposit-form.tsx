import { useState, type FormEvent } from 'react';
import type { Order } from '../../../../../shared/orders';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { setOrderDeposit } from '../api/admin-payments';
import { useLedgerAction } from '../hooks/use-ledger-action';
import { depositBody, mayChangeDeposit } from '../payments-model';

/** The order's deposit (% of the total), while it is not paid. */
export function DepositForm({ order }: { order: Order }) {
  const [value, setValue] = useState(String(order.depositPercent));
  const [invalid, setInvalid] = useState<string>();
  const save = useLedgerAction(
    order.reference,
    (depositPercent: number) => setOrderDeposit(order.reference, depositPercent),
    'Deposit saved',
  );
  if (!mayChangeDeposit(order.status)) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isSaving) return;
    const checked = depositBody(value);
    if (checked.body) save.run(checked.body.depositPercent);
    else setInvalid(checked.errors.depositPercent);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3 border-t border-border pt-4">
      <Field
        id="order-deposit-percent"
        label="Deposit (%)"
        hint="0 asks no deposit"
        error={invalid}
        className="w-40"
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setInvalid(undefined);
            }}
          />
        )}
      </Field>
      <Button type="submit" variant="outline" disabled={save.isSaving} aria-busy={save.isSaving}>
        Save deposit
      </Button>
      <Alert className="w-full">{save.error}</Alert>
    </form>
  );
}
