import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Product } from '../../../../shared/product';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

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
    <Dialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete ${name}?`}
      description={
        <p>
          <strong className="text-white">{name}</strong> will be hidden from the shop. It stays in this list
          under Deleted, where you can restore it.
        </p>
      }
    >
      <Button variant="outline" onClick={onClose}>
        Cancel
      </Button>
      <Button
        variant="destructive"
        disabled={isDeleting || product === null}
        onClick={() => product && onConfirm(product)}
      >
        {isDeleting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
        {isDeleting ? 'Deleting...' : 'Delete product'}
      </Button>
    </Dialog>
  );
}
