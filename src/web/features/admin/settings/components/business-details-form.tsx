import type { BusinessDetailsResponse } from '../../../../../shared/settings';
import { PROFORMA_VALIDITY } from '../../../../../shared/settings';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import { formatDateTime } from '../../../../lib/format-date';
import { useBusinessForm } from '../hooks/use-business-form';
import { SettingsForm } from './settings-form';

type TextField = 'tradingName' | 'rcNumber' | 'phone' | 'otherPhone' | 'email' | 'bankName' | 'accountName';

/** The fields laid out two by two: name, label, input attributes. */
const TEXT_FIELDS: {
  name: TextField;
  label: string;
  required: boolean;
  type?: string;
  autoComplete?: string;
}[] = [
  { name: 'tradingName', label: 'Trading name', required: true, autoComplete: 'organization' },
  { name: 'rcNumber', label: 'RC number (optional)', required: false },
  { name: 'phone', label: 'Phone', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'otherPhone', label: 'Other phone (optional)', required: false, type: 'tel' },
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'bankName', label: 'Bank name', required: true },
  { name: 'accountName', label: 'Account name', required: true },
];

/** Business details printed on documents and mails: every field labelled, the server's words beside each. */
export function BusinessDetailsForm({ saved }: { saved: BusinessDetailsResponse }) {
  const { form, onSubmit, status } = useBusinessForm(saved);
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  return (
    <SettingsForm
      id="business-title"
      title="Business details"
      description={
        saved.updatedAt
          ? `Last saved by ${saved.updatedBy} on ${formatDateTime(saved.updatedAt)}.`
          : 'Not saved yet: documents use the shop name and a 7-day validity until you save.'
      }
      onSubmit={onSubmit}
      isSaving={isSubmitting}
      saveLabel="Save business details"
      status={status}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, required, type, autoComplete }) => (
          <Field
            key={name}
            id={`settings-${name}`}
            label={label}
            error={errors[name]?.message}
            required={required}
          >
            {(control) => (
              <Input {...register(name)} {...control} type={type ?? 'text'} autoComplete={autoComplete} />
            )}
          </Field>
        ))}
        <Field
          id="settings-accountNumber"
          label="Account number (NUBAN)"
          hint="10 digits"
          error={errors.accountNumber?.message}
          required
        >
          {(control) => <Input {...register('accountNumber')} {...control} inputMode="numeric" />}
        </Field>
      </div>
      <Field id="settings-address" label="Address" error={errors.address?.message} required>
        {(control) => <Textarea {...register('address')} {...control} rows={3} className="min-h-20" />}
      </Field>
      <Field
        id="settings-proformaValidityDays"
        label="Proforma validity (days)"
        hint={`A whole number of days, ${PROFORMA_VALIDITY.min} to ${PROFORMA_VALIDITY.max}.`}
        error={errors.proformaValidityDays?.message}
        required
        className="sm:w-64"
      >
        {(control) => (
          <Input
            {...register('proformaValidityDays', { valueAsNumber: true })}
            {...control}
            type="number"
            inputMode="numeric"
            min={PROFORMA_VALIDITY.min}
            max={PROFORMA_VALIDITY.max}
            step={1}
          />
        )}
      </Field>
    </SettingsForm>
  );
}
