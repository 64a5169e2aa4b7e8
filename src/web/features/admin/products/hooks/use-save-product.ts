import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Product, ProductInput } from '../../../../../shared/product';
import { notify } from '../../../../lib/toast';
import { invalidateCatalogue } from '../../common/catalogue-cache';
import { createProduct, updateProduct } from '../api/admin-products';
import { changedFields, productToFormValues, toProductInput } from '../product-form-model';
import { productToVariantForm, variantChangedFields, withVariants } from '../variant-form-model';

/**
 * Saves the product form: a new product, or only the fields of an edit that changed (none: no request).
 * A success toasts, refreshes the catalogue and calls `onDone`; a failure goes to `onError`.
 */
export function useSaveProduct(
  product: Product | null,
  onDone: () => void,
  onError: (error: unknown) => void,
) {
  const queryClient = useQueryClient();
  // The product as the form opened, to send only what the admin changed.
  const [original] = useState(() => {
    if (!product) return null;
    const { options, variants } = productToVariantForm(product);
    return withVariants(toProductInput(productToFormValues(product)), options, variants);
  });

  return useMutation({
    mutationFn: async (input: ProductInput) => {
      if (!product || !original) return createProduct(input);
      const hasOptions = (input.options?.length ?? 0) > 0;
      const changes = variantChangedFields(original, changedFields(original, input), hasOptions);
      return Object.keys(changes).length > 0 ? updateProduct(product.id, changes) : product;
    },
    onSuccess: async (saved) => {
      notify.success(product ? 'Product updated' : 'Product added', { description: saved.name });
      await invalidateCatalogue(queryClient);
      onDone();
    },
    onError,
  });
}
