import type { InputHTMLAttributes } from 'react';
import { Input, Textarea } from '../../../components/ui/input';
import type { ProductFormApi, TextField } from '../hooks/use-product-form';
import { describedBy, FormField } from './form-field';

type NumberProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'step' | 'inputMode'>;

interface TextFieldSpec {
  field: TextField;
  label: string;
  hint?: string;
  required: boolean;
  number?: NumberProps;
  autoComplete?: string;
}

const FIELDS: TextFieldSpec[] = [
  { field: 'name', label: 'Name', required: true },
  { field: 'brand', label: 'Brand', required: true },
  {
    field: 'price',
    label: 'Price',
    hint: 'In naira, e.g. 1250000 or 1250000.50.',
    required: true,
    number: { step: '0.01', inputMode: 'decimal' },
  },
  {
    field: 'originalPrice',
    label: 'Original price',
    hint: 'Optional: the price before a discount, shown struck through.',
    required: false,
    number: { step: '0.01', inputMode: 'decimal' },
  },
  {
    field: 'stockCount',
    label: 'Stock count',
    hint: 'How many are in stock (0 shows Out of Stock).',
    required: true,
    number: { step: '1', inputMode: 'numeric' },
  },
  {
    field: 'priority',
    label: 'Priority',
    hint: 'Optional: a whole number from 0; lower numbers are listed first.',
    required: false,
    number: { step: '1', inputMode: 'numeric' },
  },
];

/** Name, brand, prices, stock, priority, description and the featured flag. */
export function ProductBasicFields({ form }: { form: ProductFormApi }) {
  const { values, errors, setText } = form;
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-lg font-bold text-white">Details</legend>
      {FIELDS.map(({ field, label, hint, required, number }) => {
        const id = `product-${field}`;
        const error = errors.fields[field];
        return (
          <FormField key={field} id={id} label={label} hint={hint} error={error}>
            <Input
              {...describedBy(id, { hint: hint !== undefined, error })}
              name={field}
              value={values[field]}
              onChange={(event) => setText(field, event.target.value)}
              aria-required={required || undefined}
              autoComplete="off"
              {...(number
                ? { type: 'number', min: 0, ...number }
                : { maxLength: field === 'name' ? 200 : 100 })}
            />
          </FormField>
        );
      })}
      <FormField
        id="product-description"
        label="Description"
        error={errors.fields.description}
        className="sm:col-span-2"
      >
        <Textarea
          {...describedBy('product-description', { error: errors.fields.description })}
          name="description"
          value={values.description}
          onChange={(event) => setText('description', event.target.value)}
          aria-required="true"
          rows={6}
          maxLength={20_000}
        />
      </FormField>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-zinc-200 sm:col-span-2">
        <input
          type="checkbox"
          name="featured"
          className="size-5 accent-amber-500"
          checked={values.featured}
          onChange={(event) => form.setFeatured(event.target.checked)}
        />
        Featured product
      </label>
    </fieldset>
  );
}
