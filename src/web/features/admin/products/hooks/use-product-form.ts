import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Product, ProductInput } from '../../../../../shared/product';
import { ApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { createProduct, updateProduct } from '../api/admin-products';
import { invalidateCatalogue } from '../../common/catalogue-cache';
import { saveErrorMessage } from '../../common/admin-errors';
import {
  canSave,
  changedFields,
  emptyProductForm,
  productToFormValues,
  removeRow,
  specRow,
  textRow,
  toProductInput,
  toggleCategory,
  toggleSubCategory,
  updateRow,
  type FormImage,
  type ProductFormValues,
  type SpecRow,
} from '../product-form-model';
import {
  clearFieldError,
  clearVideoRowError,
  FORM_FIELDS,
  NO_ERRORS,
  serverFieldErrors,
  validateProductForm,
  type FormErrors,
  type FormField,
} from '../product-form-validation';

export type TextField =
  'name' | 'brand' | 'price' | 'originalPrice' | 'stockCount' | 'priority' | 'description';
export type RowList = 'features' | 'videos';

/** The element that gets focus for a field's message (see the components' ids). */
export function fieldElementId(field: FormField, values: ProductFormValues, errors: FormErrors): string {
  if (field === 'category') return 'product-category-fieldset';
  if (field === 'imagePublicId') return 'product-image-zone';
  if (field === 'videos') {
    const row = values.videos.find((video) => errors.videoRows[video.key]);
    return row ? `product-video-${row.key}` : 'product-videos';
  }
  return `product-${field}`;
}

function focusFirstError(values: ProductFormValues, errors: FormErrors) {
  const first =
    FORM_FIELDS.find((field) => errors.fields[field]) ??
    (Object.keys(errors.videoRows).length > 0 ? 'videos' : undefined);
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(fieldElementId(first, values, errors))?.focus());
}

/**
 * The add / edit product form: values, per-field messages, and saving. A failed save shows the
 * server's message (or 'Failed to save product') and keeps everything typed.
 */
export function useProductForm(product: Product | null, onDone: () => void) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? productToFormValues(product) : emptyProductForm(),
  );
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saveError, setSaveError] = useState<string | null>(null);

  // The product as the form opened, to send only what the admin changed.
  const [original] = useState(() => (product ? toProductInput(productToFormValues(product)) : null));

  const mutation = useMutation({
    mutationFn: async (input: ProductInput) => {
      if (!product || !original) return createProduct(input);
      const changes = changedFields(original, input);
      return Object.keys(changes).length > 0 ? updateProduct(product.id, changes) : product;
    },
    onSuccess: async (saved) => {
      notify.success(product ? 'Product updated' : 'Product added', { description: saved.name });
      await invalidateCatalogue(queryClient);
      onDone();
    },
    onError: (error) => {
      setSaveError(saveErrorMessage(error));
      if (error instanceof ApiError) {
        const fields = serverFieldErrors(error.details);
        if (Object.keys(fields).length > 0) setErrors((current) => ({ ...current, fields }));
      }
    },
  });

  function setText(field: TextField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => clearFieldError(current, field));
  }

  function setCategory(id: string, checked: boolean) {
    setValues((current) => ({ ...current, ...toggleCategory(current, id, checked) }));
    setErrors((current) => clearFieldError(current, 'category'));
  }

  function setSubCategory(id: string, checked: boolean) {
    setValues((current) => ({ ...current, subCategory: toggleSubCategory(current, id, checked) }));
    setErrors((current) => clearFieldError(current, 'category'));
  }

  const rows = {
    add: (list: RowList) => setValues((current) => ({ ...current, [list]: [...current[list], textRow()] })),
    change: (list: RowList, key: string, value: string) => {
      setValues((current) => ({ ...current, [list]: updateRow(current[list], key, { value }) }));
      setErrors((current) =>
        list === 'videos' ? clearVideoRowError(current, key) : clearFieldError(current, list),
      );
    },
    remove: (list: RowList, key: string) => {
      setValues((current) => ({ ...current, [list]: removeRow(current[list], key, textRow) }));
      if (list === 'videos') setErrors((current) => clearVideoRowError(current, key));
    },
  };

  const specs = {
    add: () =>
      setValues((current) => ({ ...current, specifications: [...current.specifications, specRow()] })),
    change: (key: string, change: Partial<Omit<SpecRow, 'key'>>) => {
      setValues((current) => ({
        ...current,
        specifications: updateRow(current.specifications, key, change),
      }));
      setErrors((current) => clearFieldError(current, 'specifications'));
    },
    remove: (key: string) =>
      setValues((current) => ({
        ...current,
        specifications: removeRow(current.specifications, key, specRow),
      })),
  };

  function setImage(image: FormImage | null) {
    setValues((current) => ({ ...current, image }));
    setErrors((current) => clearFieldError(current, 'imagePublicId'));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending || !canSave(values)) return;
    const result = validateProductForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      setSaveError(null);
      focusFirstError(values, result.errors);
      return;
    }
    setErrors(NO_ERRORS);
    setSaveError(null);
    mutation.mutate(result.input);
  }

  return {
    isEdit: product !== null,
    values,
    errors,
    saveError,
    isSaving: mutation.isPending,
    canSave: canSave(values),
    setText,
    setFeatured: (featured: boolean) => setValues((current) => ({ ...current, featured })),
    setCategory,
    setSubCategory,
    rows,
    specs,
    setImage,
    onSubmit,
  };
}

export type ProductFormApi = ReturnType<typeof useProductForm>;
