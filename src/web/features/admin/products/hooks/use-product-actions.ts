import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../../../../shared/product';
import { errorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { deleteProduct, restoreProduct } from '../api/admin-products';
import { invalidateCatalogue } from '../../common/catalogue-cache';

/** Soft delete and restore from the list, each with a toast; the list and the shop refresh. */
export function useProductActions() {
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: (product: Product) => deleteProduct(product.id),
    onSuccess: (_saved, product) => {
      notify.success('Product deleted', { description: `${product.name} is hidden from the shop.` });
    },
    onError: (error, product) => {
      notify.error(`Could not delete ${product.name}`, { description: errorMessage(error) });
    },
    onSettled: () => invalidateCatalogue(queryClient),
  });

  const restore = useMutation({
    mutationFn: (product: Product) => restoreProduct(product.id),
    onSuccess: (_saved, product) => {
      notify.success('Product restored', { description: `${product.name} is back in the shop.` });
    },
    onError: (error, product) => {
      notify.error(`Could not restore ${product.name}`, { description: errorMessage(error) });
    },
    onSettled: () => invalidateCatalogue(queryClient),
  });

  return {
    /** Resolves once the product is deleted (or the attempt failed and was reported). */
    remove: (product: Product) =>
      remove.mutateAsync(product).then(
        () => true,
        () => false,
      ),
    isRemoving: remove.isPending,
    restore: (product: Product) => restore.mutate(product),
    restoringId: restore.isPending ? restore.variables?.id : undefined,
  };
}
