import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { Product, ProductVariant, StockUpdate } from '../../../../../shared/product';
import { errorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { invalidateCatalogue } from '../../common/catalogue-cache';
import { updateStock } from '../api/admin-products';
import { stockFormSchema, type StockForm } from '../product-form-validation';

/**
 * The quick stock update of one list row (or of one variant of it, decision 052): a whole number of at
 * least 0, checked when it is sent.
 */
export function useStockUpdate(product: Product, variant?: ProductVariant) {
  const queryClient = useQueryClient();
  const form = useForm<StockForm, unknown, StockUpdate>({
    resolver: zodResolver(stockFormSchema),
    // A new count from the server (after a save or a refetch) replaces the box's text.
    values: { stockCount: String((variant ?? product).stockCount) },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const mutation = useMutation({
    mutationFn: (stockCount: number) => updateStock(product.id, stockCount, variant?.sku),
    onSuccess: (saved) => {
      const stock = variant
        ? `${variant.sku}: ${saved.variants.find((entry) => entry.id === variant.id)?.stockCount ?? ''} in stock`
        : `${saved.stockCount} in stock`;
      notify.success('Stock updated', { description: `${saved.name}: ${stock}.` });
    },
    onError: (caught) => form.setError('stockCount', { message: errorMessage(caught) }),
    onSettled: () => invalidateCatalogue(queryClient),
  });

  const submit = form.handleSubmit(({ stockCount }) => mutation.mutate(stockCount));

  return {
    // Typing removes the message.
    field: form.register('stockCount', { onChange: () => form.clearErrors('stockCount') }),
    error: form.formState.errors.stockCount?.message,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (mutation.isPending) event.preventDefault();
      else void submit(event);
    },
    isSaving: mutation.isPending,
  };
}
