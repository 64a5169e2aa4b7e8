import type { UseFormReturn } from 'react-hook-form';
import type { DeliveryFeesResponse } from '../../../../../shared/settings';
import { FieldError } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import type { FeeFormOutput, FeeFormValues } from '../fee-form-model';
import { useFeesForm } from '../hooks/use-fees-form';
import { SettingsForm } from './settings-form';

/**
 * The delivery fee to each of the 36 states and the FCT for each delivery class: an amount in naira, or
 * quote on request.
 */
export function DeliveryFeesForm({ saved }: { saved: DeliveryFeesResponse }) {
  const { form, onSubmit, status, amountTyped, quoteTicked } = useFeesForm(saved);
  const rows = form.getValues('fees');
  const className = new Map(saved.classes.map((row) => [row.id, row.name]));
  return (
    <SettingsForm
      id="fees-title"
      title="Delivery fees"
      description="A fee in naira for each state and delivery class, or quote on request (the customer is told the fee later). An order pays the fee of its largest class."
      onSubmit={onSubmit}
      isSaving={form.formState.isSubmitting}
      saveLabel="Save all fees"
      status={status}
    >
      <ul
        className="grid divide-y divide-border rounded-xl border border-border"
        aria-label="Delivery fee per state and class"
      >
        {rows.map((row, index) => (
          <FeeRow
            key={`${row.state}-${row.classId}`}
            form={form}
            index={index}
            state={`${row.state}, ${className.get(row.classId) ?? row.classId}`}
            onAmount={(value) => amountTyped(index, value)}
            onQuote={(quote) => quoteTicked(index, quote)}
          />
        ))}
      </ul>
    </SettingsForm>
  );
}

/** One state and class: their names, the fee (labelled with them) and its "Quote on request" box. */
function FeeRow({
  form,
  index,
  state,
  onAmount,
  onQuote,
}: {
  form: UseFormReturn<FeeFormValues, unknown, FeeFormOutput>;
  index: number;
  state: string;
  onAmount: (value: string) => void;
  onQuote: (quote: boolean) => void;
}) {
  const id = `fee-${index}`;
  const error = form.formState.errors.fees?.[index]?.amount?.message;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 px-4 py-3 sm:grid-cols-[12rem_minmax(0,14rem)_auto]">
      <span className="col-span-2 font-medium text-foreground sm:col-span-1">{state}</span>
      <div className="grid min-w-0 gap-1">
        <label htmlFor={id} className="sr-only">
          Fee to {state} (naira)
        </label>
        <Input
          {...form.register(`fees.${index}.amount`, {
            onChange: (event) => onAmount(String(event.target.value)),
          })}
          id={id}
          inputMode="decimal"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <label className="inline-flex min-h-11 items-center gap-2 text-sm text-foreground-soft">
        <input
          type="checkbox"
          {...form.register(`fees.${index}.quote`, {
            onChange: (event) => onQuote(Boolean(event.target.checked)),
          })}
          className="size-5 accent-primary-strong"
        />
        Quote on request<span className="sr-only"> for {state}</span>
      </label>
      {error && (
        <div className="col-span-2 sm:col-span-3">
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </div>
      )}
    </li>
  );
}
