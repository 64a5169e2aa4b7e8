import type { Product } from '../../../../../shared/product';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { useStockUpdate } from '../hooks/use-stock-update';

/** The quick stock update of a list row: "Stock for {name}" and "Update stock". */
export function StockForm({ product }: { product: Product }) {
  const stock = useStockUpdate(product);
  const label = (
    <>
      Stock<span className="sr-only"> for {product.name}</span>
    </>
  );
  return (
    <form onSubmit={stock.onSubmit} noValidate>
      <Field id={`stock-${product.id}`} label={label} error={stock.error}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...stock.field}
              {...control}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
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
        )}
      </Field>
    </form>
  );
}
