import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { DELIVERY_CLASSES_MAX, type DeliveryClass } from '../../../../../shared/delivery';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { useClassesForm } from '../hooks/use-classes-form';
import { SettingsForm } from './settings-form';

/**
 * The delivery classes products are in, smallest first: an order pays the fee of its largest class. The
 * owner renames them, changes their order and adds classes; a class stays once products may be in it.
 */
export function DeliveryClassesForm({ saved }: { saved: readonly DeliveryClass[] }) {
  const { form, rows, onSubmit, status } = useClassesForm(saved);
  const errors = form.formState.errors.classes;
  return (
    <SettingsForm
      id="classes-title"
      title="Delivery classes"
      description="Each product is in one class. Smallest first: an order pays the delivery fee of its largest class."
      onSubmit={onSubmit}
      isSaving={form.formState.isSubmitting}
      saveLabel="Save classes"
      status={status}
    >
      <ol className="grid gap-3" aria-label="Delivery classes, smallest first">
        {rows.fields.map((row, index) => {
          const id = `class-${index}`;
          const error = errors?.[index]?.name?.message;
          return (
            <li key={row.key} className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-start gap-2">
              <div className="grid gap-1">
                <label htmlFor={id} className="sr-only">
                  Name of class {index + 1}
                </label>
                <Input
                  {...form.register(`classes.${index}.name`)}
                  id={id}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
              </div>
              <Button
                type="button"
                variant="outline"
                size="icon"
                disabled={index === 0}
                onClick={() => rows.move(index, index - 1)}
                aria-label={`Move class ${index + 1} up (smaller)`}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="outline"
                size="icon"
                disabled={index === rows.fields.length - 1}
                onClick={() => rows.move(index, index + 1)}
                aria-label={`Move class ${index + 1} down (larger)`}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="sm:justify-self-start"
        disabled={rows.fields.length >= DELIVERY_CLASSES_MAX}
        onClick={() => rows.append({ name: '' })}
      >
        <Plus aria-hidden="true" />
        Add a class
      </Button>
    </SettingsForm>
  );
}
