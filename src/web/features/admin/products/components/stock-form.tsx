import type { Product, ProductVariant } from '../../../../../shared/product';
import { variantLabel } from '../../../../../shared/product-variants';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { useStockUpdate } from '../hooks/use-stock-update';

/**
 * The quick stock update of a list row: "Stock for {name}" and "Update stock". A product with variants
 * has one per variant, named with its options and SKU (only that variant's stock is sent).
 */
export function StockForm({ product }: { product: Product }) {
  if (product.variants.length === 0) return <OneStockForm product={product} />;
  return (
    <div className="grid gap-3">
      {product.variants.map((variant) => (
        <OneStockForm key={variant.id} product={product} variant={variant} />
      ))}
    </div>
  );
}

function OneStockForm({ product, variant }: { product: Product; variant?: ProductVariant }) {
  const stock = useStockUpdate(product, variant);
  const name = variant
    ? `${product.name} · ${variantLabel(product.options, variant.options)} (${variant.sku})`
    : product.name;
  const label = (
    <>
      Stock<span className="sr-only"> for {product.name}</span>
      {variant && ` · ${variantLabel(product.options, variant.options)} (${variant.sku})`}
    </>
  );
  return (
    <form onSubmit={stock.onSubmit} noValidate>
      <Field id={`stock-${product.id}${variant ? `-${variant.id}` : ''}`} label={label} error={stock.error}>
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
              aria-label={`Update stock for ${name}`}
            >
              {stock.isSaving ? 'Saving...' : 'Update stock'}
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
