import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import {
  BUSINESS_HOURS_MAX_ROWS,
  type BusinessDetails,
  type BusinessDetailsInput,
} from '../../../../../shared/settings';
import { Button } from '../../../../components/ui/button';
import { Field, FieldError } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';

type BusinessForm = UseFormReturn<BusinessDetailsInput, unknown, BusinessDetails>;

/**
 * The business hours the footer and contact page show: one row per group of days ("Mon-Fri",
 * "8:00 AM - 6:00 PM"), 1 to 7 rows, added and removed here.
 */
export function BusinessHoursFields({ form }: { form: BusinessForm }) {
  const { control, register, formState } = form;
  const rows = useFieldArray({ control, name: 'hours' });
  const errors = formState.errors.hours;
  return (
    <fieldset className="grid gap-3" aria-describedby={errors?.message ? 'settings-hours-error' : undefined}>
      <legend className="text-sm font-semibold text-foreground">Business hours</legend>
      <ul className="grid gap-3">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
            <Field
              id={`settings-hours-${index}-days`}
              label={
                <>
                  Days<span className="sr-only"> (row {index + 1})</span>
                </>
              }
              error={errors?.[index]?.days?.message}
              required
            >
              {(fieldControl) => <Input {...register(`hours.${index}.days`)} {...fieldControl} />}
            </Field>
            <Field
              id={`settings-hours-${index}-hours`}
              label={
                <>
                  Hours<span className="sr-only"> (row {index + 1})</span>
                </>
              }
              error={errors?.[index]?.hours?.message}
              required
            >
              {(fieldControl) => <Input {...register(`hours.${index}.hours`)} {...fieldControl} />}
            </Field>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove row ${index + 1} of the business hours`}
              disabled={rows.fields.length <= 1}
              onClick={() => rows.remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {errors?.message && <FieldError id="settings-hours-error">{errors.message}</FieldError>}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={rows.fields.length >= BUSINESS_HOURS_MAX_ROWS}
        onClick={() => rows.append({ days: '', hours: '' })}
      >
        <Plus aria-hidden="true" />
        Add a row of hours
      </Button>
    </fieldset>
  );
}
