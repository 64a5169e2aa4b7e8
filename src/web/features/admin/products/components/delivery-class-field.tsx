import { useController } from 'react-hook-form';
import { Field } from '../../../../components/ui/field';
import { useDeliveryClasses } from '../api/delivery-classes';
import type { ProductFormApi } from '../hooks/use-product-form';

const SELECT =
  'min-h-11 w-full rounded-md border border-border-strong bg-card px-3 text-foreground focus-visible:outline-2 focus-visible:outline-ring';

/** The product's delivery class: the checkout charges the fee of an order's largest class. */
export function DeliveryClassField({ form }: { form: ProductFormApi }) {
  const classes = useDeliveryClasses();
  // Controlled: the saved class shows even when the options arrive after the field.
  const { field } = useController({ control: form.control, name: 'deliveryClass' });
  const current = field.value;
  // Until the classes load, the product's own class stays the one choice (so nothing is lost).
  const options = classes.some((row) => row.id === current)
    ? classes
    : [{ id: current, name: current }, ...classes];
  return (
    <Field
      id="product-deliveryClass"
      label="Delivery class"
      hint="Delivery fees are set per class in Settings; an order pays the fee of its largest class."
      error={form.errors.deliveryClass?.message}
      required
      className="content-start"
    >
      {(control) => (
        <select
          name={field.name}
          ref={field.ref}
          value={current}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...control}
          className={SELECT}
        >
          {options.map((row) => (
            <option key={row.id} value={row.id}>
              {row.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
