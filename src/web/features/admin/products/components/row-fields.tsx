import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { Field, FieldError } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import type { ProductFormApi } from '../hooks/use-product-form';
import { useRows } from '../hooks/use-rows';
import { specRow, textRow } from '../product-form-model';
import { listMessage, rowInputId, type RowList } from '../product-form-validation';

interface TextRowsConfig {
  legend: string;
  hint: string;
  /** "Feature", "Video link": rows are labelled "Feature 1", "Video link 2", ... */
  item: string;
  placeholder?: string;
  type?: 'text' | 'url';
}

const CONFIG: Record<'features' | 'videos', TextRowsConfig> = {
  features: {
    legend: 'Features',
    hint: 'One feature per row. Blank rows are left out when saving.',
    item: 'Feature',
  },
  videos: {
    legend: 'Video links',
    hint: 'YouTube links, e.g. https://www.youtube.com/watch?v=... Blank rows are left out when saving.',
    item: 'Video link',
    placeholder: 'https://www.youtube.com/watch?v=',
    type: 'url',
  },
};

/** A list's fieldset: legend, hint, the list's own message, its rows and its Add button. */
function RowsFieldset(props: {
  list: RowList;
  legend: string;
  hint: string;
  error?: string;
  add: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  const { list, error, add } = props;
  const hintId = `product-${list}-hint`;
  const errorId = `product-${list}-error`;
  return (
    <fieldset
      id={`product-${list}`}
      tabIndex={-1}
      aria-describedby={cn(hintId, error && errorId)}
      className="grid gap-3"
    >
      <legend className="mb-1 text-lg font-bold text-foreground-strong">{props.legend}</legend>
      <p id={hintId} className="text-xs text-subtle-foreground">
        {props.hint}
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {props.children}
      <Button variant="secondary" className="justify-self-start" onClick={add.onClick}>
        <Plus aria-hidden="true" />
        {add.label}
      </Button>
    </fieldset>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="icon" aria-label={`Remove ${label.toLowerCase()}`} onClick={onClick}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

/** Feature or video rows: add and remove buttons; at least one row always stays. */
export function TextRowsField({ form, list }: { form: ProductFormApi; list: 'features' | 'videos' }) {
  const config = CONFIG[list];
  const rows = useRows(form.control, list, textRow);
  return (
    <RowsFieldset
      list={list}
      legend={config.legend}
      hint={config.hint}
      error={listMessage(form.errors[list])}
      add={{ label: `Add ${config.item.toLowerCase()}`, onClick: rows.add }}
    >
      <ol className="grid gap-3">
        {rows.fields.map((row, index) => {
          const label = `${config.item} ${index + 1}`;
          const error = list === 'videos' ? form.errors.videos?.[index]?.value?.message : undefined;
          return (
            <li key={row.id}>
              <Field id={rowInputId(list, index)} label={label} error={error}>
                {(control) => (
                  <div className="flex gap-2">
                    <Input
                      // A video row's message is its own; a feature's is the list's.
                      {...form.field(`${list}.${index}.value`, list === 'videos' ? undefined : list)}
                      {...control}
                      type={config.type ?? 'text'}
                      placeholder={config.placeholder}
                      maxLength={500}
                    />
                    <RemoveButton label={label} onClick={() => rows.remove(index)} />
                  </div>
                )}
              </Field>
            </li>
          );
        })}
      </ol>
    </RowsFieldset>
  );
}

/** Specification rows (name and value); rows missing either are left out when saving. */
export function SpecRowsField({ form }: { form: ProductFormApi }) {
  const rows = useRows(form.control, 'specifications', specRow);
  return (
    <RowsFieldset
      list="specifications"
      legend="Specifications"
      hint="A name and a value per row, e.g. Lifting capacity: 4 tonnes. Rows missing either are left out when saving."
      error={listMessage(form.errors.specifications)}
      add={{ label: 'Add specification', onClick: rows.add }}
    >
      <ol className="grid gap-4">
        {rows.fields.map((row, index) => {
          const label = `Specification ${index + 1}`;
          const nameId = rowInputId('specifications', index);
          return (
            <li key={row.id} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <Field id={nameId} label={`${label} name`} className="flex-1">
                {(control) => (
                  <Input
                    {...form.field(`specifications.${index}.name`, 'specifications')}
                    {...control}
                    maxLength={200}
                  />
                )}
              </Field>
              <Field id={`${nameId}-value`} label={`${label} value`} className="flex-1">
                {(control) => (
                  <div className="flex gap-2">
                    <Input
                      {...form.field(`specifications.${index}.value`, 'specifications')}
                      {...control}
                      maxLength={1000}
                    />
                    <RemoveButton label={label} onClick={() => rows.remove(index)} />
                  </div>
                )}
              </Field>
            </li>
          );
        })}
      </ol>
    </RowsFieldset>
  );
}
