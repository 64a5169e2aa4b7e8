import type { BusinessDetailsResponse } from '../../../../../shared/settings';
import { PROFORMA_VALIDITY } from '../../../../../shared/settings';
import { Field } from '../../../../components/ui/field';
import { Input, Select, Textarea } from '../../../../components/ui/input';
import { PAYMENT_PROVIDER_LABELS, PAYMENT_PROVIDERS } from '../../../../../shared/payments';
import { formatDateTime } from '../../../../lib/format-date';
import { useBusinessForm } from '../hooks/use-business-form';
import { BusinessHoursFields } from './business-hours-fields';
import { SettingsForm } from './settings-form';

type TextField =
  'tradingName' | 'rcNumber' | 'whatsapp' | 'phone' | 'otherPhone' | 'email' | 'bankName' | 'accountName';

const CHAT_HINT = 'Shown as a chat number in the header, footer and contact page, and on documents.';

/** The fields laid out two by two: name, label, input attributes. */
const TEXT_FIELDS: {
  name: TextField;
  label: string;
  required: boolean;
  type?: string;
  autoComplete?: string;
  hint?: string;
}[] = [
  { name: 'tradingName', label: 'Trading name', required: true, autoComplete: 'organization' },
  { name: 'rcNumber', label: 'RC number (optional)', required: false },
  {
    name: 'whatsapp',
    label: 'WhatsApp number for orders',
    required: true,
    type: 'tel',
    hint: 'Checkout and "Ask about this on WhatsApp" open a chat with this number.',
  },
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', required: true, type: 'tel', autoComplete: 'tel', hint: CHAT_HINT },
  { name: 'otherPhone', label: 'Other phone (optional)', required: false, type: 'tel', hint: CHAT_HINT },
  { name: 'bankName', label: 'Bank name', required: true },
  { name: 'accountName', label: 'Account name', required: true },
];

/**
 * The shop's business details: what the storefront shows of the seller (name, WhatsApp numbers, email,
 * address, hours) and what documents and mails print. Every field labelled, the server's words beside each.
 */
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
          : 'Not saved yet: the shop shows its name, the WhatsApp number it was started with and the usual hours until you save.'
      }
      onSubmit={onSubmit}
      isSaving={isSubmitting}
      saveLabel="Save business details"
      status={status}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, required, type, autoComplete, hint }) => (
          <Field
            key={name}
            id={`settings-${name}`}
            label={label}
            hint={hint}
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
      <BusinessHoursFields form={form} />
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
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="settings-depositPercent"
          label="Deposit for new orders (%)"
          hint="0 asks no deposit. Staff may change an order's deposit until it is paid."
          error={errors.depositPercent?.message}
        >
          {(control) => (
            <Input
              {...register('depositPercent', { valueAsNumber: true })}
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
            />
          )}
        </Field>
        <Field
          id="settings-paymentProvider"
          label="Online payments through"
          hint="The provider shoppers pay through when both are set up on the server."
          error={errors.paymentProvider?.message}
        >
          {(control) => (
            <Select {...register('paymentProvider')} {...control}>
              {PAYMENT_PROVIDERS.map((provider) => (
                <option key={provider} value={provider}>
                  {PAYMENT_PROVIDER_LABELS[provider]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </SettingsForm>
  );
}
