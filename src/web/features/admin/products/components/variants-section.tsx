import { Plus, Trash2, Wand2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { Field, FieldError } from '../../../../components/ui/field';
import { Input, Select } from '../../../../components/ui/input';
import { useStaffAccess } from '../../common/hooks/use-staff-access';
import type { VariantsEditor } from '../hooks/use-variants-editor';
import type { FormImage } from '../product-form-model';
import { rowLabel, type VariantFormRow } from '../variant-form-model';

const CELL = 'px-2 py-2 text-left align-top';
const HEAD = 'px-2 py-2 text-left align-bottom font-medium whitespace-nowrap';
/** The table's columns, in order (the remove button's column follows for a level that sets prices). */
const COLUMNS = [
  'Variant',
  'SKU',
  'Price',
  'Original price',
  'Stock',
  'Installation fee',
  'Picture',
  'Active',
] as const;

type Editable = Exclude<keyof VariantFormRow, 'options' | 'isActive' | 'image'>;

/** One text cell of a variant row: labelled with the variant's options, its message under it. */
function CellInput({
  editor,
  index,
  field,
  label,
  readOnly,
  money,
}: {
  editor: VariantsEditor;
  index: number;
  field: Editable;
  label: string;
  readOnly: boolean;
  money?: boolean;
}) {
  const id = `variant-${index}-${field}`;
  const error = editor.errors[`variants.${index}.${field}`];
  const value = editor.rows[index]![field];
  return (
    <>
      <Input
        id={id}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        readOnly={readOnly}
        onChange={(event) => editor.setRow(index, field, event.target.value)}
        autoComplete="off"
        {...(money
          ? { type: 'text', inputMode: 'decimal' }
          : field === 'stockCount'
            ? { type: 'number', min: 0, step: 1, inputMode: 'numeric' }
            : { maxLength: 64 })}
        className={field === 'sku' ? 'w-44' : 'w-32'}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </>
  );
}

/** A "Set for all" box and its button: the same price (or stock) in every variant row. */
function SetForAll({
  editor,
  field,
  label,
  what,
}: {
  editor: VariantsEditor;
  field: 'price' | 'stockCount';
  label: string;
  what: string;
}) {
  const id = `variants-all-${field}`;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field id={id} label={label}>
        {(control) => (
          <Input
            {...control}
            value={editor.forAll[field]}
            onChange={(event) => editor.setForAllValue(field, event.target.value)}
            autoComplete="off"
            {...(field === 'price'
              ? { type: 'text', inputMode: 'decimal' }
              : { type: 'number', min: 0, step: 1, inputMode: 'numeric' })}
            className="w-40"
          />
        )}
      </Field>
      <Button type="button" variant="secondary" onClick={() => editor.applyForAll(field)}>
        Set for all<span className="sr-only"> {what}</span>
      </Button>
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/**
 * The product form's "Options and variants" (decision 052): up to 3 options with their values, "Generate
 * variants" for every combination, then one table row per variant (SKU, prices, stock, installation fee,
 * picture, active), each input labelled with the variant's options. The table scrolls inside its own
 * region on a phone. A level without price rights sees prices read-only and cannot add or remove
 * variants (that changes prices); one without stock rights sees stock read-only.
 */
export function VariantsSection({
  editor,
  images,
  productName,
}: {
  editor: VariantsEditor;
  images: FormImage[];
  /** The name typed in the form: new variants' SKUs start from it. */
  productName: string;
}) {
  const can = useStaffAccess();
  const prices = can('products.price');
  const stock = can('products.stock');
  const { optionRows, rows, options, errors } = editor;
  return (
    <section id="product-variants" aria-labelledby="product-variants-title" className="grid min-w-0 gap-5">
      <div>
        <h3 id="product-variants-title" className="text-lg font-bold text-foreground-strong">
          Options and variants
        </h3>
        <Notice>
          Optional: versions of this product (e.g. Capacity: 4 t, 5 t), each with its own SKU, price and
          stock. The product then shows the lowest price and the stock of all its variants.
        </Notice>
      </div>

      {optionRows.map((row, index) => (
        <fieldset
          key={index}
          className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_2fr_auto]"
        >
          <legend className="px-1 text-sm font-semibold text-foreground-soft">Option {index + 1}</legend>
          <Field id={`option-${index}-name`} label="Name" error={errors[`options.${index}.name`]}>
            {(control) => (
              <Input
                {...control}
                value={row.name}
                readOnly={!prices}
                onChange={(event) => editor.setOption(index, 'name', event.target.value)}
                maxLength={60}
                autoComplete="off"
                placeholder="Capacity"
              />
            )}
          </Field>
          <Field
            id={`option-${index}-values`}
            label="Values"
            hint="Separated by commas, e.g. 4 t, 5 t"
            error={errors[`options.${index}.values`]}
          >
            {(control) => (
              <Input
                {...control}
                value={row.values}
                readOnly={!prices}
                onChange={(event) => editor.setOption(index, 'values', event.target.value)}
                autoComplete="off"
              />
            )}
          </Field>
          {prices && (
            <div className="flex items-start sm:pt-7">
              <Button type="button" variant="outline" onClick={() => editor.removeOption(index)}>
                <Trash2 aria-hidden="true" />
                Remove<span className="sr-only"> option {index + 1}</span>
              </Button>
            </div>
          )}
        </fieldset>
      ))}
      {errors.options && <FieldError id="product-options-error">{errors.options}</FieldError>}

      {prices && (
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={editor.addOption} disabled={!editor.canAddOption}>
            <Plus aria-hidden="true" />
            Add option
          </Button>
          {optionRows.length > 0 && (
            <Button type="button" variant="secondary" onClick={() => editor.generate(productName)}>
              <Wand2 aria-hidden="true" />
              Generate variants
            </Button>
          )}
        </div>
      )}

      {rows.length > 0 && (
        <>
          <div className="flex flex-wrap gap-4">
            {prices && (
              <SetForAll editor={editor} field="price" label="Price for all variants" what="prices" />
            )}
            {stock && (
              <SetForAll editor={editor} field="stockCount" label="Stock for all variants" what="stock" />
            )}
          </div>
          {errors.variants && <FieldError id="product-variants-error">{errors.variants}</FieldError>}
          {/*
            Scrolls sideways on a phone: focusable, so the keyboard can scroll it too; relative, so the
            screen-reader-only texts inside it are clipped with it rather than widening the page.
          */}
          <div
            role="region"
            aria-labelledby="product-variants-caption"
            tabIndex={0}
            className="relative max-w-full overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-ring"
          >
            <table className="w-full border-collapse text-sm text-foreground-soft">
              <caption
                id="product-variants-caption"
                className="px-2 py-2 text-left font-semibold text-foreground-strong"
              >
                Variants ({rows.length})
              </caption>
              <thead className="text-muted-foreground">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className={HEAD}>
                      {column}
                    </th>
                  ))}
                  {prices && (
                    <th scope="col" className={HEAD}>
                      <span className="sr-only">Remove</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => {
                  const label = rowLabel(options, row);
                  const cell = (field: Editable, name: string, readOnly: boolean, money = false) => (
                    <td className={CELL}>
                      <CellInput
                        editor={editor}
                        index={index}
                        field={field}
                        label={`${name} for ${label}`}
                        readOnly={readOnly}
                        money={money}
                      />
                    </td>
                  );
                  const optionsError = errors[`variants.${index}.options`];
                  return (
                    <tr key={JSON.stringify(row.options)} className="border-t border-border">
                      <th scope="row" className={`${CELL} min-w-40 font-medium text-foreground`}>
                        {label}
                        {optionsError && (
                          <FieldError id={`variant-${index}-options-error`}>{optionsError}</FieldError>
                        )}
                      </th>
                      {cell('sku', 'SKU', !prices)}
                      {cell('price', 'Price', !prices, true)}
                      {cell('originalPrice', 'Original price', !prices, true)}
                      {cell('stockCount', 'Stock', !stock)}
                      {cell('installationFee', 'Installation fee', !prices, true)}
                      <td className={CELL}>
                        <Select
                          aria-label={`Picture for ${label}`}
                          value={images.some((image) => image.publicId === row.image) ? row.image : ''}
                          onChange={(event) => editor.setRow(index, 'image', event.target.value)}
                          className="w-36"
                        >
                          <option value="">Main picture</option>
                          {images.map((image, at) => (
                            <option key={image.publicId} value={image.publicId}>
                              Picture {at + 1}
                            </option>
                          ))}
                        </Select>
                      </td>
                      <td className={CELL}>
                        <input
                          type="checkbox"
                          aria-label={`Active: ${label}`}
                          checked={row.isActive}
                          onChange={(event) => editor.setRow(index, 'isActive', event.target.checked)}
                          className="mt-3 size-5 accent-primary"
                        />
                      </td>
                      {prices && (
                        <td className={CELL}>
                          <Button
                            type="button"
                            variant="ghost"
                            size="icon"
                            aria-label={`Remove ${label}`}
                            onClick={() => editor.removeRow(index)}
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
