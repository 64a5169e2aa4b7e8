import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { NIGERIAN_STATES } from '../../../../shared/nigeria';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { checkoutFieldId, type CheckoutField } from '../checkout-model';

interface FieldSpec {
  field: CheckoutField;
  label: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete: string;
  required: boolean;
  wide?: boolean;
}

const CUSTOMER_FIELDS: FieldSpec[] = [
  { field: 'firstName', label: 'First Name', autoComplete: 'given-name', required: true },
  { field: 'lastName', label: 'Last Name', autoComplete: 'family-name', required: true },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', required: false },
];

const ADDRESS_FIELDS: FieldSpec[] = [
  { field: 'address', label: 'Address', autoComplete: 'street-address', required: true, wide: true },
  { field: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  { field: 'state', label: 'State', autoComplete: 'address-level1', required: true },
  { field: 'zipCode', label: 'ZIP Code', autoComplete: 'postal-code', required: true },
];

interface FieldsProps {
  /** A field's registration with the form. */
  field: (name: CheckoutField) => UseFormRegisterReturn;
  /** What is wrong with each field, shown beside it. */
  errors: Partial<Record<CheckoutField, string>>;
}

function FieldFromSpec({ spec, field, errors }: FieldsProps & { spec: FieldSpec }) {
  return (
    <Field
      id={checkoutFieldId(spec.field)}
      label={spec.label}
      error={errors[spec.field]}
      required={spec.required}
      className={spec.wide ? 'sm:col-span-2' : undefined}
    >
      {(control) =>
        spec.field === 'state' ? (
          <Select {...field(spec.field)} {...control} autoComplete={spec.autoComplete}>
            <option value="">Select a state</option>
            {NIGERIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            {...field(spec.field)}
            {...control}
            type={spec.type ?? 'text'}
            autoComplete={spec.autoComplete}
          />
        )
      }
    </Field>
  );
}

function FieldGroup({ title, fields, ...props }: FieldsProps & { title: string; fields: FieldSpec[] }) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-border bg-card p-4 sm:p-6">
      {/* A heading inside the legend: the group is named and reachable by heading navigation. */}
      <legend className="float-left w-full">
        <h2 className="text-lg font-bold text-foreground-strong">{title}</h2>
      </legend>
      <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">
        {fields.map((spec) => (
          <FieldFromSpec key={spec.field} spec={spec} {...props} />
        ))}
      </div>
    </fieldset>
  );
}

/** The checkout form's controls: customer information, then the shipping address. */
export function CheckoutFields(props: FieldsProps) {
  return (
    <>
      <FieldGroup title="Customer Information" fields={CUSTOMER_FIELDS} {...props} />
      <FieldGroup title="Shipping Address" fields={ADDRESS_FIELDS} {...props} />
    </>
  );
}
