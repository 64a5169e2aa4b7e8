import { useState } from 'react';
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
  const addressSku = searchParams.get(VARIANT_PARAM);
  // The router applies a new address in a transition: the choice shows at once (a controlled radio would
  // spring back meanwhile), until the address changes, which then rules (it also changes by links).
  const [picked, setPicked] = useState<{ sku: string; over: string | null } | null>(null);
  // Once the address has moved on, it alone says the choice (state adjusted while rendering).
  if (picked && picked.over !== addressSku) setPicked(null);
  const sku = picked && picked.over === addressSku ? picked.sku : addressSku;
  const variant = chosenVariant(product.variants, sku);
  const choices = optionChoices(product.options, product.variants, variant);
  const shown: Product & { variant?: OrderItemVariant } = variant ? withVariant(product, variant) : product;

  /** Opens another variant: the address changes in place (no new history entry, no scroll). */
  const choose = (next: ProductVariant) => {
    setPicked({ sku: next.sku, over: addressSku });
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(VARIANT_PARAM, next.sku);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return { variant, choices, shown, choose };
}
