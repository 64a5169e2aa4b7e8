import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Product } from '../../../../../shared/product';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../../components/ui/alert-dialog';

/** "Delete {name}?": a soft delete, which hides the product from the shop until it is restored. */
export function DeleteProductDialog({
  product,
  onClose,
  onConfirm,
  isDeleting,
}: {
  product: Product | null;
  onClose: () => void;
  onConfirm: (product: Product) => void;
  isDeleting: boolean;
}) {
  // Keeps the last product's name while the dialog closes.
  const [shown, setShown] = useState(product);
  if (product !== null && product !== shown) setShown(product);
  const name = shown?.name ?? '';
  return (
    <AlertDialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {name}?</AlertDialogTitle>
          <AlertDialogDescription>
            <strong className="text-foreground-strong">{name}</strong> will be hidden from the shop. It stays
            in this list under Deleted, where you can restore it.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={isDeleting || product === null}
            aria-busy={isDeleting}
            onClick={(event) => {
              // Stays open while the server deletes; the list closes it when done.
              event.preventDefault();
              if (product) onConfirm(product);
            }}
          >
            {isDeleting ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            {isDeleting ? 'Deleting...' : 'Delete product'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
