import type { InputHTMLAttributes } from 'react';
import { Input, Textarea } from '../../../../components/ui/input';
import type { ProductFormApi, TextField } from '../hooks/use-product-form';
import { priceAmountText } from '../price-text';
import { describedBy, FormField } from '../../common/components/form-field';

type NumberProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'step' | 'inputMode'>;

interface TextFieldSpec {
  field: TextField;
  label: string;
  hint?: string;
  required: boolean;
  number?: NumberProps;
  /** Typed as text (7,800,000 is how prices are written), and shown back as naira beside the field. */
  price?: boolean;
  autoComplete?: string;
}

/** The input's own attributes: prices are text with a decimal keypad; other numbers are numbers. */
function inputKind({ field, number, price }: TextFieldSpec): InputHTMLAttributes<HTMLInputElement> {
  if (price) return { type: 'text', inputMode: 'decimal' };
  if (number) return { type: 'number', min: 0, ...number };
  return { maxLength: field === 'name' ? 200 : 100 };
}

/** The typed price as the shop writes naira, announced politely as it changes. */
function PriceAmount({ id, text }: { id: string; text: string }) {
  const amount = priceAmountText(text);
  return (
    <p id={id} aria-live="polite" className="min-h-5 text-sm font-semibold text-amber-300">
      {amount ?? ''}
    </p>
  );
}

const FIELDS: TextFieldSpec[] = [
  { field: 'name', label: 'Name', required: true },
  { field: 'brand', label: 'Brand', required: true },
  {
    field: 'price',
    label: 'Price',
    hint: 'In naira, e.g. 1,250,000 or 1250000.50.',
    required: true,
    price: true,
  },
  {
    field: 'originalPrice',
    label: 'Original price',
    hint: 'Optional: the price before a discount, shown struck through.',
    required: false,
    price: true,
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
      {FIELDS.map((spec) => {
        const { field, label, hint, required } = spec;
        const id = `product-${field}`;
        const error = errors.fields[field];
        const amount = spec.price === true && priceAmountText(values[field]) !== null;
        return (
          <FormField key={field} id={id} label={label} hint={hint} error={error}>
            <Input
              {...describedBy(id, { hint: hint !== undefined, error, amount })}
              name={field}
              value={values[field]}
              onChange={(event) => setText(field, event.target.value)}
              aria-required={required || undefined}
              autoComplete="off"
              {...inputKind(spec)}
            />
            {spec.price && <PriceAmount id={`${id}-amount`} text={values[field]} />}
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
