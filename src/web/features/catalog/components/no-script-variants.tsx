import type { Product } from '../../../../shared/product';
import { productPageUrl } from '../../../../shared/product-share';
import { orderVariantLabel } from '../../../../shared/product-variants';
import { withVariant } from '../../../../shared/variant-choice';
import { Price } from '../../../components/product/price';
import { ProductAskWhatsapp } from './product-ask-whatsapp';
import { StockStatus } from './stock-status';

/**
 * Every variant the shop sells, for a browser that runs no script (hidden once scripts run: class
 * no-script): its options, price and stock, and its own "Ask about this on WhatsApp" link naming it.
 */
export function NoScriptVariants({ product, origin }: { product: Product; origin: string }) {
  if (product.variants.length === 0) return null;
  return (
    <section aria-labelledby="no-script-variants" className="no-script">
      <h2 id="no-script-variants" className="text-lg font-bold text-foreground-strong">
        Versions
      </h2>
      <ul className="mt-2 divide-y divide-border rounded-xl border border-border" aria-label="Versions">
        {product.variants.map((variant) => {
          const shown = withVariant(product, variant);
          const label = orderVariantLabel(shown.variant.options);
          return (
            <li key={variant.id} className="space-y-2 p-3">
              <p className="font-semibold text-foreground-strong">{label}</p>
              <p className="text-xs text-subtle-foreground">SKU {variant.sku}</p>
              <Price price={variant.price} originalPrice={variant.originalPrice} />
              <StockStatus inStock={variant.inStock} stockCount={variant.stockCount} />
              <ProductAskWhatsapp
                product={shown}
                pageUrl={productPageUrl(origin, product.id, variant.sku)}
                nameSuffix={label}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
