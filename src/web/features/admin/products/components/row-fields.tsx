import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import type { ProductFormApi, RowList } from '../hooks/use-product-form';
import { useRowFocus } from '../hooks/use-row-focus';
import type { SpecRow, TextRow } from '../product-form-model';
import { describedBy, FieldError } from '../../common/components/form-field';

interface TextRowsConfig {
  legend: string;
  hint: string;
  /** "Feature", "Video link": rows are labelled "Feature 1", "Video link 2", ... */
  item: string;
  idPrefix: string;
  placeholder?: string;
  type?: 'text' | 'url';
}

const CONFIG: Record<RowList, TextRowsConfig> = {
  features: {
    legend: 'Features',
    hint: 'One feature per row. Blank rows are left out when saving.',
    item: 'Feature',
    idPrefix: 'product-feature',
  },
  videos: {
    legend: 'Video links',
    hint: 'YouTube links, e.g. https://www.youtube.com/watch?v=... Blank rows are left out when saving.',
    item: 'Video link',
    idPrefix: 'product-video',
    placeholder: 'https://www.youtube.com/watch?v=',
    type: 'url',
  },
};

/** Feature or video rows: add and remove buttons; at least one row always stays. */
export function TextRowsField({ form, list }: { form: ProductFormApi; list: RowList }) {
  const config = CONFIG[list];
  const rows: TextRow[] = form.values[list];
  const focus = useRowFocus(rows, (row) => `${config.idPrefix}-${row.key}`);
  const listError = form.errors.fields[list];
  return (
    <fieldset
      id={`product-${list}`}
      tabIndex={-1}
      aria-describedby={`product-${list}-hint`}
      className="grid gap-3"
    >
      <legend className="mb-1 text-lg font-bold text-white">{config.legend}</legend>
      <p id={`product-${list}-hint`} className="text-xs text-zinc-400">
        {config.hint}
      </p>
      <FieldError id={`product-${list}-error`} message={listError} />
      <ol className="grid gap-3">
        {rows.map((row, index) => {
          const id = `${config.idPrefix}-${row.key}`;
          const label = `${config.item} ${index + 1}`;
          const error = list === 'videos' ? form.errors.videoRows[row.key] : undefined;
          return (
            <li key={row.key} className="grid gap-1.5">
              <Label htmlFor={id}>{label}</Label>
              <div className="flex gap-2">
                <Input
                  {...describedBy(id, { error })}
                  type={config.type ?? 'text'}
                  value={row.value}
                  placeholder={config.placeholder}
                  maxLength={500}
                  onChange={(event) => form.rows.change(list, row.key, event.target.value)}
                />
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Remove ${label.toLowerCase()}`}
                  onClick={() => {
                    focus.focusAfterRemoving(index);
                    form.rows.remove(list, row.key);
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <FieldError id={`${id}-error`} message={error} />
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        className="justify-self-start"
        onClick={() => {
          focus.focusAdded();
          form.rows.add(list);
        }}
      >
        <Plus aria-hidden="true" />
        {`Add ${config.item.toLowerCase()}`}
      </Button>
    </fieldset>
  );
}

/** Specification rows (name and value); rows missing either are left out when saving. */
export function SpecRowsField({ form }: { form: ProductFormApi }) {
  const rows: SpecRow[] = form.values.specifications;
  const focus = useRowFocus(rows, (row) => `product-spec-name-${row.key}`);
  return (
    <fieldset
      id="product-specifications"
      tabIndex={-1}
      aria-describedby="product-specifications-hint"
      className="grid gap-3"
    >
      <legend className="mb-1 text-lg font-bold text-white">Specifications</legend>
      <p id="product-specifications-hint" className="text-xs text-zinc-400">
        A name and a value per row, e.g. Lifting capacity: 4 tonnes. Rows missing either are left out when
        saving.
      </p>
      <FieldError id="product-specifications-error" message={form.errors.fields.specifications} />
      <ol className="grid gap-4">
        {rows.map((row, index) => {
          const label = `Specification ${index + 1}`;
          const nameId = `product-spec-name-${row.key}`;
          const valueId = `product-spec-value-${row.key}`;
          return (
            <li key={row.key} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="grid flex-1 gap-1.5">
                <Label htmlFor={nameId}>{`${label} name`}</Label>
                <Input
                  id={nameId}
                  value={row.name}
                  maxLength={200}
                  onChange={(event) => form.specs.change(row.key, { name: event.target.value })}
                />
              </div>
              <div className="grid flex-1 gap-1.5">
                <Label htmlFor={valueId}>{`${label} value`}</Label>
                <div className="flex gap-2">
                  <Input
                    id={valueId}
                    value={row.value}
                    maxLength={1000}
                    onChange={(event) => form.specs.change(row.key, { value: event.target.value })}
                  />
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label={`Remove ${label.toLowerCase()}`}
                    onClick={() => {
                      focus.focusAfterRemoving(index);
                      form.specs.remove(row.key);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        className="justify-self-start"
        onClick={() => {
          focus.focusAdded();
          form.specs.add();
        }}
      >
        <Plus aria-hidden="true" />
        Add specification
      </Button>
    </fieldset>
  );
}
