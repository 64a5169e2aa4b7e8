import { CheckCircle2, XCircle } from 'lucide-react';

/** "In Stock (n available)" or "Out of Stock", for a product or its chosen variant. */
export function StockStatus({ inStock, stockCount }: { inStock: boolean; stockCount: number }) {
  return inStock ? (
    <p className="flex items-center gap-2 font-semibold text-success-400">
      <CheckCircle2 aria-hidden="true" className="size-5" />
      <span>In Stock</span>
      {stockCount > 0 && <span className="font-normal text-muted-foreground">({stockCount} available)</span>}
    </p>
  ) : (
    <p className="flex items-center gap-2 font-semibold text-destructive-400">
      <XCircle aria-hidden="true" className="size-5" />
      <span>Out of Stock</span>
    </p>
  );
}
