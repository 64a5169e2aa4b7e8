import type { Product } from '../../../../../shared/product';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { useStockUpdate } from '../hooks/use-stock-update';
import { describedBy, FieldError } from '../../common/components/form-field';

/** The quick stock update of a list row: "Stock for {name}" and "Update stock". */
export function StockForm({ product }: { product: Product }) {
  const stock = useStockUpdate(product);
  const id = `stock-${product.id}`;
  return (
    <form onSubmit={stock.onSubmit} noValidate className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-zinc-300">
        Stock<span className="sr-only"> for {product.name}</span>
      </label>
      <div className="flex gap-2">
        <Input
          {...describedBy(id, { error: stock.error })}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={stock.draft}
          onChange={(event) => stock.change(event.target.value)}
          className="w-24"
        />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          disabled={stock.isSaving}
          aria-label={`Update stock for ${product.name}`}
        >
          {stock.isSaving ? 'Saving...' : 'Update stock'}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={stock.error} />
    </form>
  );
}
