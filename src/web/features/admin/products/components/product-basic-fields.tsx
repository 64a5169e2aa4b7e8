import type { InputHTMLAttributes } from 'react';
import { useWatch } from 'react-hook-form';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import type { ProductFormApi } from '../hooks/use-product-form';
import { useStaffAccess } from '../../common/hooks/use-staff-access';
import { priceAmountText } from '../price-text';
import { DeliveryClassField } from './delivery-class-field';

type NumberProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'step' | 'inputMode'>;

interface TextFieldSpec {
  field:
    | 'name'
    | 'brand'
    | 'price'
    | 'originalPrice'
    | 'installationFee'
    | 'stockCount'
    | 'lowStockThreshold'
    | 'priority';
  label: string;
  hint?: string;
  required: boolean;
  number?: NumberProps;
  /** Typed as text (7,800,000 is how prices are written), and shown back as naira beside the field. */
  price?: boolean;
}

/** The input's own attributes: prices are text with a decimal keypad; other numbers are numbers. */
function inputKind({ field, number, price }: TextFieldSpec): InputHTMLAttributes<HTMLInputElement> {
  if (price) return { type: 'text', inputMode: 'decimal' };
  if (number) return { type: 'number', min: 0, ...number };
  return { maxLength: field === 'name' ? 200 : 100 };
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
    field: 'installationFee',
    label: 'Installation fee',
    hint: 'Optional: installing one unit, offered at checkout as "Installation".',
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
    field: 'lowStockThreshold',
    label: 'Low-stock threshold',
    hint: 'At or below this stock the product is marked Low stock and you get one mail (default 2).',
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

interface TextFieldProps {
  spec: TextFieldSpec;
  form: ProductFormApi;
  /** A price's amount in naira, read back under it (null while there is none to show). */
  amount?: string | null;
}

function TextField({ spec, form, amount }: TextFieldProps) {
  const id = `product-${spec.field}`;
  const amountId = `${id}-amount`;
  return (
    <Field
      id={id}
      label={spec.label}
      hint={spec.hint}
      error={form.errors[spec.field]?.message}
      required={spec.required}
      describedBy={amount ? amountId : undefined}
      className="content-start"
    >
      {(control) => (
        <>
          <Input {...form.field(spec.field)} {...control} autoComplete="off" {...inputKind(spec)} />
          {amount !== undefined && (
            // Announced politely as it changes.
            <p id={amountId} aria-live="polite" className="min-h-5 text-sm font-semibold text-primary-soft">
              {amount ?? ''}
            </p>
          )}
        </>
      )}
    </Field>
  );
}

/** A price field with the typed price read back as the shop writes naira. */
function PriceField({ spec, form }: TextFieldProps) {
  const text = useWatch({ control: form.control, name: spec.field });
  return <TextField spec={spec} form={form} amount={priceAmountText(text)} />;
}

/** A field the admin's staff level may not change: its value as text, and who may change it. */
function LockedField({ spec, form }: { spec: TextFieldSpec; form: ProductFormApi }) {
  const value = useWatch({ control: form.control, name: spec.field });
  const text = spec.price ? (priceAmountText(value) ?? 'None') : String(value ?? '') || 'None';
  return (
    <div className="grid content-start gap-1.5">
      <p className="text-sm font-medium text-foreground-soft">{spec.label}</p>
      <p className="min-h-11 rounded-md border border-border bg-card px-3 py-2.5 text-foreground">{text}</p>
      <p className="text-xs text-subtle-foreground">
        {spec.price ? 'Only an owner can change prices.' : 'Only an owner or a storekeeper can change stock.'}
      </p>
    </div>
  );
}

const STOCK_SPEC_FIELDS = new Set<TextFieldSpec['field']>(['stockCount', 'lowStockThreshold']);

/** The product's fields a product with variants takes from them (decision 052). */
const SUMMARY_FIELDS = new Set<TextFieldSpec['field']>([
  'price',
  'originalPrice',
  'installationFee',
  'stockCount',
]);

/** A field of a product with variants: set per variant, shown as the summary after saving. */
function PerVariantField({ spec }: { spec: TextFieldSpec }) {
  return (
    <div className="grid content-start gap-1.5">
      <p className="text-sm font-medium text-foreground-soft">{spec.label}</p>
      <p className="min-h-11 rounded-md border border-border bg-card px-3 py-2.5 text-muted-foreground">
        Set per variant in Options and variants
      </p>
    </div>
  );
}

/** Name, brand, prices, stock, priority, delivery class, description and the featured flag. */
export function ProductBasicFields({ form }: { form: ProductFormApi }) {
  const can = useStaffAccess();
  const locked = (spec: TextFieldSpec) =>
    (spec.price && !can('products.price')) || (STOCK_SPEC_FIELDS.has(spec.field) && !can('products.stock'));
  const perVariant = form.variants.options.length > 0;
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-lg font-bold text-foreground-strong">Details</legend>
      {FIELDS.map((spec) =>
        perVariant && SUMMARY_FIELDS.has(spec.field) ? (
          <PerVariantField key={spec.field} spec={spec} />
        ) : locked(spec) ? (
          <LockedField key={spec.field} spec={spec} form={form} />
        ) : spec.price ? (
          <PriceField key={spec.field} spec={spec} form={form} />
        ) : (
          <TextField key={spec.field} spec={spec} form={form} />
        ),
      )}
      <DeliveryClassField form={form} />
      <Field
        id="product-description"
        label="Description"
        error={form.errors.description?.message}
        required
        className="content-start sm:col-span-2"
      >
        {(control) => <Textarea {...form.field('description')} {...control} rows={6} maxLength={20_000} />}
      </Field>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-foreground-soft sm:col-span-2">
        <input type="checkbox" {...form.field('featured')} className="size-5 accent-primary" />
        Featured product
      </label>
    </fieldset>
  );
}
