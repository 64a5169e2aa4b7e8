import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Path, type UseFormSetError } from 'react-hook-form';
import type { Product } from '../../../../../shared/product';
import { ApiError } from '../../../../lib/api-client';
import { saveErrorMessage } from '../../common/admin-errors';
import {
  canSave,
  emptyProductForm,
  productToFormValues,
  toProductInput,
  type FormImage,
  type ProductFormValues,
} from '../product-form-model';
import { firstErrorElementId, productFormSchema, serverFieldErrors } from '../product-form-validation';
import { nairaFieldText } from '../../common/naira-text';
import { toVariantInputs, variantsSummary, withVariants } from '../variant-form-model';
import { useSaveProduct } from './use-save-product';
import { useVariantsEditor } from './use-variants-editor';

function focusFirstError(errors: FieldErrors<ProductFormValues>) {
  const id = firstErrorElementId(errors);
  if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** The first field of the "Options and variants" section with a message (its inputs carry that id). */
function focusFirstVariantError() {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('#product-variants [aria-invalid="true"]')?.focus(),
  );
}

/** A failed save: the server's message above Save, and its per-field messages beside the fields. */
function showSaveFailure(setError: UseFormSetError<ProductFormValues>, error: unknown) {
  setError('root', { message: saveErrorMessage(error) });
  const fields = error instanceof ApiError ? serverFieldErrors(error.details) : {};
  for (const [field, message] of Object.entries(fields))
    setError(field as Path<ProductFormValues>, { message });
}

/**
 * The add / edit product form, checked with its schema at Save. A message goes when its field changes
 * and comes back only at the next Save; the focus goes to the first field to fix. A failed save keeps
 * everything typed.
 */
export function useProductForm(product: Product | null, onDone: () => void) {
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema, undefined, { raw: true }),
    defaultValues: product ? productToFormValues(product) : emptyProductForm(),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Fieldsets and rows take the focus too, in the order of FORM_FIELDS: focusFirstError.
    shouldFocusError: false,
  });
  const variants = useVariantsEditor(product);
  const save = useSaveProduct(product, onDone, (error) => {
    showSaveFailure(form.setError, error);
    variants.showServerErrors(error);
  });
  const [images, category, name] = useWatch({ control: form.control, name: ['images', 'category', 'name'] });
  /** Pictures still on their way: Save waits for them, so none is left out of the product. */
  const [uploadsPending, setUploadsPending] = useState(0);
  const ready = canSave({ images, category }) && uploadsPending === 0;
  const submit = form.handleSubmit(
    (values) => save.mutate(withVariants(toProductInput(values), variants.optionRows, variants.rows)),
    focusFirstError,
  );

  /**
   * A product with variants takes its prices and stock from them (the server writes the summary): the
   * product's fields show it, so the form's own check of them passes.
   */
  function fillSummary() {
    if (variants.options.length === 0 || variants.rows.length === 0) return;
    const summary = variantsSummary(toVariantInputs(variants.rows));
    const money = (naira: number | null) => (naira === null ? '' : nairaFieldText(naira));
    form.setValue('price', money(summary.price));
    form.setValue('originalPrice', money(summary.originalPrice));
    form.setValue('installationFee', money(summary.installationFee));
    form.setValue('stockCount', String(summary.stockCount));
  }

  /** A control's registration; a change removes the message of `clears` (its own, or its list's). */
  const field = (name: Path<ProductFormValues>, clears: Path<ProductFormValues> = name) =>
    form.register(name, { onChange: () => form.clearErrors(clears) });

  /** The values no input holds: set here, and a change removes their message too. */
  const { setValue, clearErrors } = form;
  const setImages = useCallback(
    (next: FormImage[]) => {
      setValue('images', next);
      clearErrors('images');
    },
    [setValue, clearErrors],
  );

  function setCategories(next: Pick<ProductFormValues, 'category' | 'subCategory'>) {
    form.setValue('category', next.category);
    form.setValue('subCategory', next.subCategory);
    form.clearErrors('category');
  }

  return {
    control: form.control,
    field,
    errors: form.formState.errors,
    name,
    images,
    setImages,
    uploadsPending,
    setUploadsPending,
    category,
    setCategories,
    variants,
    isSaving: save.isPending,
    canSave: ready,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (save.isPending || !ready) return event.preventDefault();
      if (!variants.check()) {
        event.preventDefault();
        return focusFirstVariantError();
      }
      fillSummary();
      void submit(event);
    },
  };
}

export type ProductFormApi = ReturnType<typeof useProductForm>;
