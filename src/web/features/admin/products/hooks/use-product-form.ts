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
import { useSaveProduct } from './use-save-product';

function focusFirstError(errors: FieldErrors<ProductFormValues>) {
  const id = firstErrorElementId(errors);
  if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
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
  const save = useSaveProduct(product, onDone, (error) => showSaveFailure(form.setError, error));
  const [images, category] = useWatch({ control: form.control, name: ['images', 'category'] });
  /** Pictures still on their way: Save waits for them, so none is left out of the product. */
  const [uploadsPending, setUploadsPending] = useState(0);
  const ready = canSave({ images, category }) && uploadsPending === 0;
  const submit = form.handleSubmit((values) => save.mutate(toProductInput(values)), focusFirstError);

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
    images,
    setImages,
    uploadsPending,
    setUploadsPending,
    category,
    setCategories,
    isSaving: save.isPending,
    canSave: ready,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (save.isPending || !ready) event.preventDefault();
      else void submit(event);
    },
  };
}

export type ProductFormApi = ReturnType<typeof useProductForm>;
