import { useSearchParams } from 'react-router';
import type { OrderItemVariant } from '../../../../shared/orders';
import type { Product, ProductVariant } from '../../../../shared/product';
import { chosenVariant, optionChoices, withVariant } from '../../../../shared/variant-choice';

/** The address's name for the chosen variant: `?variant=<sku>`. */
export const VARIANT_PARAM = 'variant';

/**
 * A product page's choice of variant (decision 052). The address holds it (`?variant=<sku>`), so a shared
 * or reloaded link, and the server's render of it, open the same variant; without one the page opens the
 * first in stock. `shown` is the product as the chosen variant makes it (price, stock, picture, the
 * variant a cart line copies); a product without variants is shown as it is.
 */
export function useVariantChoice(product: Product) {
  const [searchParams, setSearchParams] = useSearchParams();
  const variant = chosenVariant(product.variants, searchParams.get(VARIANT_PARAM));
  const choices = optionChoices(product.options, product.variants, variant);
  const shown: Product & { variant?: OrderItemVariant } = variant ? withVariant(product, variant) : product;

  /** Opens another variant: the address changes in place (no new history entry, no scroll). */
  const choose = (next: ProductVariant) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(VARIANT_PARAM, next.sku);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return { variant, choices, shown, choose };
}
