import { useFieldArray, type Control, type FieldArray } from 'react-hook-form';
import type { ProductFormValues } from '../product-form-model';
import { rowInputId, type RowList } from '../product-form-validation';
import { useRowFocus } from './use-row-focus';

/**
 * The rows of one of the form's lists, at least one always on screen: removing the last row leaves an
 * empty one. Adding focuses the new row; removing, the row that takes its place.
 */
export function useRows<List extends RowList>(
  control: Control<ProductFormValues>,
  list: List,
  emptyRow: () => FieldArray<ProductFormValues, List>,
) {
  const { fields, append, remove, replace } = useFieldArray({ control, name: list });
  const focus = useRowFocus(fields, (index) => rowInputId(list, index));
  return {
    fields,
    add: () => {
      focus.focusAdded();
      append(emptyRow(), { shouldFocus: false });
    },
    remove: (index: number) => {
      focus.focusAfterRemoving(index);
      if (fields.length > 1) remove(index);
      else replace([emptyRow()]);
    },
  };
}
