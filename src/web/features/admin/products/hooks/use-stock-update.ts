import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Product } from '../../../../../shared/product';
import { stockUpdateSchema } from '../../../../../shared/product';
import { errorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { updateStock } from '../api/admin-products';
import { invalidateCatalogue } from '../../common/catalogue-cache';
import { parseNumberField } from '../product-form-model';

/** The quick stock update of one list row: a whole number of at least 0. */
export function useStockUpdate(product: Product) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(String(product.stockCount));
  const [synced, setSynced] = useState(product.stockCount);
  const [error, setError] = useState<string | null>(null);

  // A new count from the server (after a save or a refetch) replaces the box's text.
  if (product.stockCount !== synced) {
    setSynced(product.stockCount);
    setDraft(String(product.stockCount));
  }

  const mutation = useMutation({
    mutationFn: (stockCount: number) => updateStock(product.id, stockCount),
    onSuccess: (saved) => {
      notify.success('Stock updated', { description: `${saved.name}: ${saved.stockCount} in stock.` });
    },
    onError: (caught) => setError(errorMessage(caught)),
    onSettled: () => invalidateCatalogue(queryClient),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = stockUpdateSchema.safeParse({
      stockCount: parseNumberField(draft) ?? Number.NaN,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Stock must be a whole number');
      return;
    }
    setError(null);
    mutation.mutate(parsed.data.stockCount);
  }

  function change(value: string) {
    setDraft(value);
    setError(null);
  }

  return { draft, change, error, onSubmit, isSaving: mutation.isPending };
}
