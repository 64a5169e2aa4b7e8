import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Textarea } from '../../../../components/ui/input';

/** A reason asked before a change that stays in the record (voiding a payment, rejecting a proof). */
export function ReasonForm({
  id,
  label,
  submitLabel,
  cancelLabel,
  check,
  onSubmit,
  onCancel,
  isSaving,
  error,
}: {
  id: string;
  label: string;
  submitLabel: string;
  cancelLabel: string;
  check: (reason: string) => { body?: { reason: string }; errors?: { reason?: string } };
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  isSaving: boolean;
  error: string | null;
}) {
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string>();
  // Opened by a button in the row: the reason's field takes the focus.
  useEffect(() => document.getElementById(id)?.focus(), [id]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const checked = check(reason);
    if (checked.body) onSubmit(checked.body.reason);
    else setInvalid(checked.errors?.reason);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <Field id={id} label={label} error={invalid} required>
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            maxLength={500}
            className="min-h-20"
            onChange={(event) => {
              setReason(event.target.value);
              setInvalid(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onCancel();
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={isSaving} aria-busy={isSaving}>
          {submitLabel}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
      <Alert>{error}</Alert>
    </form>
  );
}
