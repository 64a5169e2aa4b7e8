import { Calculator, Loader2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { CATEGORIES } from '../../../../../shared/categories';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input, Select } from '../../../../components/ui/input';
import type { RepriceApi } from '../hooks/use-reprice';
import type { RepriceFormValues } from '../reprice-form-model';

const SUB_CATEGORIES = CATEGORIES.flatMap((category) =>
  category.subCategories.map((sub) => ({ id: sub.id, name: `${sub.name} (${category.name})` })),
);

const ROUNDINGS = [
  { value: '100', label: 'Nearest ₦100' },
  { value: '500', label: 'Nearest ₦500' },
  { value: '1000', label: 'Nearest ₦1,000' },
] as const;

// The radio itself is hidden (its label is the target, 44 px high), as in the Overview's period switch.
const choiceClass =
  'inline-flex min-h-11 cursor-pointer items-center rounded-md border border-border-strong px-4 text-sm font-medium text-foreground-soft peer-checked:border-primary-strong peer-checked:bg-primary-strong peer-checked:text-primary-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-primary-soft peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background';
const checkboxClass = 'size-5 shrink-0 accent-primary';
const legendClass = 'mb-3 text-lg font-bold text-foreground-strong';

/** Two or more choices in a row (Raise / Lower, Percent / Naira amount). */
function Choice<Name extends 'direction' | 'by'>({
  api,
  name,
  legend,
  options,
}: {
  api: RepriceApi;
  name: Name;
  legend: string;
  options: readonly { value: RepriceFormValues[Name]; label: string }[];
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-foreground-soft">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input type="radio" value={option.value} {...api.form.register(name)} className="peer sr-only" />
            <span className={choiceClass}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Which products (every choice narrows), then how their prices move; Preview checks and asks the server. */
export function RepriceForm({ api, ticked }: { api: RepriceApi; ticked: readonly string[] }) {
  const { register } = api.form;
  const by = useWatch({ control: api.form.control, name: 'by' });
  const selectionError = api.errors.category?.message;
  return (
    <form
      onSubmit={(event) => void api.onPreview(event)}
      onChange={api.onEdit}
      noValidate
      className="grid gap-8"
    >
      <fieldset aria-describedby="reprice-selection-hint" className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>Products</legend>
        <p id="reprice-selection-hint" className="-mt-2 text-xs text-subtle-foreground sm:col-span-2">
          Active products matching every choice below.
        </p>
        {/* The selection's message sits under its first control, which gets the focus. */}
        <Field id="reprice-category" label="Category" error={selectionError}>
          {(control) => (
            <Select {...register('category')} {...control}>
              <option value="">Any category</option>
              {CATEGORIES.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="reprice-sub-category" label="Sub-category">
          {(control) => (
            <Select {...register('subCategory')} {...control}>
              <option value="">Any sub-category</option>
              {SUB_CATEGORIES.map((sub) => (
                <option key={sub.id} value={sub.id}>
                  {sub.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="reprice-brand" label="Brand" hint="The whole brand name, e.g. Launch.">
          {(control) => <Input {...register('brand')} {...control} maxLength={100} autoComplete="off" />}
        </Field>
        <Field id="reprice-search" label="Search" hint="Part of a name, brand or id.">
          {(control) => <Input {...register('q')} {...control} maxLength={200} autoComplete="off" />}
        </Field>
        {ticked.length > 0 && (
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-foreground-soft sm:col-span-2">
            <input type="checkbox" {...register('onlyTicked')} className={checkboxClass} />
            Only the {ticked.length} {ticked.length === 1 ? 'product' : 'products'} ticked in the list
          </label>
        )}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>Change</legend>
        <Choice
          api={api}
          name="direction"
          legend="Raise or lower"
          options={[
            { value: 'raise', label: 'Raise' },
            { value: 'lower', label: 'Lower' },
          ]}
        />
        <Choice
          api={api}
          name="by"
          legend="By"
          options={[
            { value: 'percent', label: 'Percent' },
            { value: 'amount', label: 'Naira amount' },
          ]}
        />
        <Field
          id="reprice-amount"
          label={by === 'percent' ? 'Amount (%)' : 'Amount (₦)'}
          hint={by === 'percent' ? 'e.g. 10 or 7.5' : 'e.g. 50,000'}
          error={api.errors.amount?.message}
          required
        >
          {(control) => (
            <Input {...register('amount')} {...control} type="text" inputMode="decimal" autoComplete="off" />
          )}
        </Field>
        <Field id="reprice-rounding" label="Rounding">
          {(control) => (
            <Select {...register('rounding')} {...control}>
              {ROUNDINGS.map((rounding) => (
                <option key={rounding.value} value={rounding.value}>
                  {rounding.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-foreground-soft sm:col-span-2">
          <input type="checkbox" {...register('includeOriginalPrice')} className={checkboxClass} />
          Also change the original price
        </label>
      </fieldset>

      <div className="flex">
        <Button type="submit" disabled={api.isPreviewing}>
          {api.isPreviewing ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Calculator aria-hidden="true" />
          )}
          {api.isPreviewing ? 'Previewing...' : 'Preview'}
        </Button>
      </div>
    </form>
  );
}
