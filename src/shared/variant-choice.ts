// What a shopper chooses among a product's variants (decision 052, issue 27 "The shopper"): the variant a
// page opens, which option values can be chosen and why not, and the fields that follow the choice.
// Pure functions over the shop's (active) variants, shared by the product page, the cart and their tests.
import type { OrderItemVariant } from './orders';
import type { ProductOption, ProductVariantCard } from './product';
import { skuKey } from './product-variants';

/** Why an option value cannot be chosen: every variant it leads to is sold out, or none is sold. */
export const VALUE_UNAVAILABLE = {
  outOfStock: 'Out of stock',
  notSold: 'Not available',
} as const;
export type ValueUnavailable = (typeof VALUE_UNAVAILABLE)[keyof typeof VALUE_UNAVAILABLE];

/** The variant a page opens without a choice: the first in stock, else the first (null: no variants). */
export function defaultVariant<V extends ProductVariantCard>(variants: readonly V[]): V | null {
  return variants.find((variant) => variant.inStock) ?? variants[0] ?? null;
}

/** The variant of a SKU (case ignored, as the shop's SKUs are unique), or null. */
export function variantBySku<V extends ProductVariantCard>(
  variants: readonly V[],
  sku: string | null | undefined,
): V | null {
  if (!sku) return null;
  const key = skuKey(sku);
  return variants.find((variant) => skuKey(variant.sku) === key) ?? null;
}

/** The chosen variant: the one the address names (`?variant=<sku>`), else the default. */
export function chosenVariant<V extends ProductVariantCard>(
  variants: readonly V[],
  sku: string | null | undefined,
): V | null {
  return variantBySku(variants, sku) ?? defaultVariant(variants);
}

/** One value of an option as the picker shows it. */
export interface OptionValueChoice<V extends ProductVariantCard = ProductVariantCard> {
  value: string;
  checked: boolean;
  /** The variant choosing it opens (null when it cannot be chosen). */
  variant: V | null;
  /** Why it cannot be chosen, or null. */
  unavailable: ValueUnavailable | null;
}

export interface OptionChoice<V extends ProductVariantCard = ProductVariantCard> {
  name: string;
  values: OptionValueChoice<V>[];
}

function sharedLaterValues(
  options: readonly ProductOption[],
  from: number,
  a: ProductVariantCard,
  b: ProductVariantCard,
): number {
  return options.slice(from).filter((option) => a.options[option.name] === b.options[option.name]).length;
}

/**
 * The picker: one group per option in the product's order, its values in the option's order. A value is
 * judged with the choices of the options before it (the first option's values against every variant), so
 * every sold variant can be reached by choosing from the first option down: a value no sold variant has
 * with those choices is "Not available"; one whose variants are all sold out is "Out of stock". Choosing a
 * value opens the variant with it that keeps most of the later choices, in stock first.
 */
export function optionChoices<V extends ProductVariantCard>(
  options: readonly ProductOption[],
  variants: readonly V[],
  chosen: V | null,
): OptionChoice<V>[] {
  return options.map((option, index) => {
    const earlier = options.slice(0, index);
    const fitting = variants.filter((variant) =>
      earlier.every((before) => !chosen || variant.options[before.name] === chosen.options[before.name]),
    );
    return {
      name: option.name,
      values: option.values.map((value) => {
        const withValue = fitting.filter((variant) => variant.options[option.name] === value);
        const inStock = withValue.filter((variant) => variant.inStock);
        const byCloseness = (a: V, b: V) =>
          chosen
            ? sharedLaterValues(options, index + 1, b, chosen) -
              sharedLaterValues(options, index + 1, a, chosen)
            : 0;
        const variant = [...inStock].sort(byCloseness)[0] ?? null;
        const unavailable =
          withValue.length === 0
            ? VALUE_UNAVAILABLE.notSold
            : inStock.length === 0
              ? VALUE_UNAVAILABLE.outOfStock
              : null;
        const checked = chosen?.options[option.name] === value;
        // The chosen variant's own value stays its own even when it is sold out (a shared link to it).
        return { value, checked, variant: checked ? chosen : variant, unavailable };
      }),
    };
  });
}

/** A variant's options in the product's order, as an order line copies them. */
export function variantOptionList(
  options: readonly ProductOption[],
  variant: Pick<ProductVariantCard, 'options'>,
): OrderItemVariant['options'] {
  return options.map((option) => ({ name: option.name, value: variant.options[option.name] ?? '' }));
}

/** The fields of a product that follow its chosen variant. */
interface VariantFields {
  price: number;
  originalPrice: number | null;
  stockCount: number;
  inStock: boolean;
}
interface PictureFields {
  image: string;
  imagePublicId: string;
  images?: string[];
  installationFee?: number | null;
}
type VariantLike = ProductVariantCard & {
  installationFee?: number | null;
  image?: string | null;
  imagePublicId?: string | null;
};

/**
 * The product as its chosen variant makes it: the variant's price, original price, stock and installation
 * fee; its picture (else the product's main one) first in the gallery; the variant an order line copies.
 */
export function withVariant<P extends VariantFields & PictureFields & { options: ProductOption[] }>(
  product: P,
  variant: VariantLike,
): P & { variant: OrderItemVariant } {
  const picture = variant.imagePublicId ?? product.imagePublicId;
  const pictureUrl = variant.imagePublicId && variant.image ? variant.image : product.image;
  return {
    ...product,
    price: variant.price,
    originalPrice: variant.originalPrice,
    stockCount: variant.stockCount,
    inStock: variant.inStock,
    ...(variant.installationFee !== undefined ? { installationFee: variant.installationFee } : {}),
    imagePublicId: picture,
    image: pictureUrl,
    ...(product.images && product.images.length > 0
      ? { images: [picture, ...product.images.filter((id) => id !== picture)] }
      : {}),
    variant: { id: variant.id, sku: variant.sku, options: variantOptionList(product.options, variant) },
  };
}

/** Whether a list shows "From ₦X": the product's sold variants do not all cost the same. */
export function pricedFrom(product: { variants: readonly Pick<ProductVariantCard, 'price'>[] }): boolean {
  return new Set(product.variants.map((variant) => variant.price)).size > 1;
}

/** Whether a product is bought by choosing a variant first (a card opens its page instead of adding). */
export function needsChoice(product: { variants: readonly unknown[] }): boolean {
  return product.variants.length > 0;
}
