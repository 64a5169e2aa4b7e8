// The rules between a product's options and its variants (decision 052), shared by the server, which
// enforces them, and the admin's form, which can show them before saving. Zod-free.

interface Option {
  name: string;
  values: readonly string[];
}

interface Variant {
  sku: string;
  options: Readonly<Record<string, string>>;
}

/** A problem with one field of the input: the 400's (or 409's) field and its message. */
export interface VariantProblem {
  field: string;
  message: string;
}

export const VARIANT_MESSAGES = {
  noOptions: 'Add an option before adding variants',
  noVariants: 'Add at least one variant for the options',
  oneValueOfEach: (names: readonly string[]) => `Choose one value of each option (${names.join(', ')})`,
  unknownValue: (name: string, value: string) => `"${value}" is not a value of the option ${name}`,
  sameOptions: (label: string) => `Two variants have the same options (${label})`,
  skuTwice: (sku: string) => `The SKU ${sku} is used by two variants`,
  skuTaken: (sku: string) => `The SKU ${sku} is already used by another product`,
  skuTakenMeanwhile: 'A SKU of these variants is already used by another product',
  imageNotOfProduct: "Choose one of the product's pictures",
  optionsWithoutVariants: "Send the variants with the options: the product's variants do not fit them",
  stockPerVariant: "This product has variants: set each variant's stock",
  stockRequired: 'Enter the stock of each new variant',
  unknownSku: (sku: string) => `This product has no variant with the SKU ${sku}`,
  simpleStock: 'This product has no variants: set its stock without a SKU',
} as const;

/** A variant's options as people read them: "Capacity: 5 t · Voltage: 380 V", in the options' order. */
export function variantLabel(options: readonly Option[], values: Readonly<Record<string, string>>): string {
  return options.map((option) => `${option.name}: ${values[option.name] ?? ''}`).join(' · ');
}

/** An order line's (or a stored cart line's) variant, as `orderItemVariantSchema` reads it. */
export interface LineVariant {
  id: string;
  sku: string;
  options: { name: string; value: string }[];
}

/**
 * Whether a value is a line's variant, as `orderItemVariantSchema` would accept it, without zod: the
 * cart reads its stored lines on every page, whose first scripts carry no zod (decision 051).
 */
export function isLineVariant(value: unknown): value is LineVariant {
  if (typeof value !== 'object' || value === null) return false;
  const variant = value as Record<string, unknown>;
  return (
    typeof variant.id === 'string' &&
    typeof variant.sku === 'string' &&
    Array.isArray(variant.options) &&
    variant.options.every(
      (option: unknown) =>
        typeof option === 'object' &&
        option !== null &&
        typeof (option as Record<string, unknown>).name === 'string' &&
        typeof (option as Record<string, unknown>).value === 'string',
    )
  );
}

/** An order line's variant as people read it: "Capacity: 5 t · Voltage: 380 V" (its copy keeps the order). */
export function orderVariantLabel(options: readonly { name: string; value: string }[]): string {
  return options.map((option) => `${option.name}: ${option.value}`).join(' · ');
}

/**
 * How every reader of an order line names its variant (message, pages, documents, mails, exports):
 * "Capacity: 5 t · Voltage: 380 V · SKU TLT240-5T-380"; '' for a line without one.
 */
export function orderLineVariantText(
  variant: { sku: string; options: readonly { name: string; value: string }[] } | null | undefined,
): string {
  if (!variant) return '';
  return [orderVariantLabel(variant.options), `SKU ${variant.sku}`].filter(Boolean).join(' · ');
}

/** An order line's name with its variant, where one name must tell two lines apart (the price changes). */
export function orderLineName(line: {
  name: string;
  variant?: { sku: string; options: readonly { name: string; value: string }[] } | null;
}): string {
  const variant = orderLineVariantText(line.variant);
  return variant ? `${line.name} (${variant})` : line.name;
}

/** The key of a SKU for uniqueness: the shop's SKUs are unique ignoring case. */
export function skuKey(sku: string): string {
  return sku.trim().toLowerCase();
}

/**
 * The first problem between the options and the variants (a 400), or null: a product has variants
 * exactly when it has options; each variant names one value of each option; no two variants have the
 * same combination.
 */
export function variantsProblem(
  options: readonly Option[],
  variants: readonly Variant[],
): VariantProblem | null {
  if (options.length === 0 && variants.length > 0)
    return { field: 'variants', message: VARIANT_MESSAGES.noOptions };
  if (options.length > 0 && variants.length === 0)
    return { field: 'variants', message: VARIANT_MESSAGES.noVariants };
  const names = options.map((option) => option.name);
  const seen = new Set<string>();
  for (const [index, variant] of variants.entries()) {
    const field = `variants.${index}.options`;
    const keys = Object.keys(variant.options);
    if (keys.length !== names.length || !names.every((name) => keys.includes(name)))
      return { field, message: VARIANT_MESSAGES.oneValueOfEach(names) };
    for (const option of options) {
      const value = variant.options[option.name]!;
      if (!option.values.includes(value))
        return { field, message: VARIANT_MESSAGES.unknownValue(option.name, value) };
    }
    const combination = JSON.stringify(names.map((name) => variant.options[name]));
    if (seen.has(combination))
      return { field, message: VARIANT_MESSAGES.sameOptions(variantLabel(options, variant.options)) };
    seen.add(combination);
  }
  return null;
}

/** The first SKU listed twice (ignoring case), as a 409's field and message, or null. */
export function duplicateSku(variants: readonly Variant[]): VariantProblem | null {
  const seen = new Set<string>();
  for (const [index, variant] of variants.entries()) {
    const key = skuKey(variant.sku);
    if (seen.has(key))
      return { field: `variants.${index}.sku`, message: VARIANT_MESSAGES.skuTwice(variant.sku) };
    seen.add(key);
  }
  return null;
}
