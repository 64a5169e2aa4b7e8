import {
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  SKU_PATTERN,
  type Product,
  type ProductInput,
  type ProductOption,
} from '../../../../shared/product';
import {
  duplicateSku,
  skuKey,
  variantLabel,
  variantsProblem,
  type VariantProblem,
} from '../../../../shared/product-variants';
import { nairaFieldText, parseNairaText } from '../common/naira-text';

/**
 * The product form's "Options and variants" section (decision 052): the options and variants as the admin
 * types them (numbers stay text until saved), and the pure steps between them, a Product and the API's body.
 */

/** An option as typed: its name, and its values separated by commas ("4 t, 5 t"). */
export interface OptionFormRow {
  name: string;
  values: string;
}

/** A variant as typed; `image` is one of the product's pictures (its public id), or '' for the main one. */
export interface VariantFormRow {
  options: Record<string, string>;
  sku: string;
  price: string;
  originalPrice: string;
  stockCount: string;
  installationFee: string;
  image: string;
  isActive: boolean;
}

export type VariantInput = NonNullable<ProductInput['variants']>[number];
/** A variant as the form's rows give it: the form always has a stock to show. */
export type VariantFormInput = VariantInput & { stockCount: number };

export const VARIANT_FORM_MESSAGES = {
  tooManyOptions: `A product has at most ${MAX_PRODUCT_OPTIONS} options`,
  tooManyValues: `An option has at most ${MAX_OPTION_VALUES} values`,
  optionName: 'Option name is required',
  optionValues: 'Add at least one value, separated by commas',
  sameName: 'Each option needs its own name',
  tooManyVariants: `These options make more than ${MAX_PRODUCT_VARIANTS} variants: remove some values`,
  sku: 'SKU is required',
  skuPattern: 'SKU may contain only letters, digits, -, . and /',
  price: 'Price is required',
  number: 'Enter a number of at least 0',
  stock: 'Stock must be a whole number of at least 0',
} as const;

export const emptyOptionRow = (): OptionFormRow => ({ name: '', values: '' });

/** The values of an option as typed: split at commas, trimmed, blanks and repeats (ignoring case) dropped. */
export function optionValues(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => {
      const key = value.toLowerCase();
      if (value === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The options the rows name (a row without a name and values is left out). */
export function formOptions(rows: readonly OptionFormRow[]): ProductOption[] {
  return rows
    .map((row) => ({ name: row.name.trim(), values: optionValues(row.values) }))
    .filter((option) => option.name !== '' || option.values.length > 0);
}

/** What is wrong with the options as typed, by field (`options.N.name`, `options.N.values`). */
export function optionProblems(rows: readonly OptionFormRow[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const names = new Set<string>();
  if (formOptions(rows).length > MAX_PRODUCT_OPTIONS) problems.options = VARIANT_FORM_MESSAGES.tooManyOptions;
  rows.forEach((row, index) => {
    const name = row.name.trim();
    const values = optionValues(row.values);
    if (name === '' && values.length === 0) return;
    if (name === '') problems[`options.${index}.name`] = VARIANT_FORM_MESSAGES.optionName;
    else if (names.has(name.toLowerCase()))
      problems[`options.${index}.name`] = VARIANT_FORM_MESSAGES.sameName;
    names.add(name.toLowerCase());
    if (values.length === 0) problems[`options.${index}.values`] = VARIANT_FORM_MESSAGES.optionValues;
    else if (values.length > MAX_OPTION_VALUES)
      problems[`options.${index}.values`] = VARIANT_FORM_MESSAGES.tooManyValues;
  });
  return problems;
}

/** Every combination of one value of each option, the first option changing slowest. */
export function combinations(options: readonly ProductOption[]): Record<string, string>[] {
  if (options.length === 0) return [];
  return options.reduce<Record<string, string>[]>(
    (partial, option) =>
      partial.flatMap((combination) =>
        option.values.map((value) => ({ ...combination, [option.name]: value })),
      ),
    [{}],
  );
}

const sameCombination = (
  options: readonly ProductOption[],
  a: Record<string, string>,
  b: Record<string, string>,
) => options.every((option) => a[option.name] === b[option.name]);

export const emptyVariantRow = (options: Record<string, string>): VariantFormRow => ({
  options,
  sku: '',
  price: '',
  originalPrice: '',
  stockCount: '0',
  installationFee: '',
  image: '',
  isActive: true,
});

/** A SKU's part from any text: upper case, spaces dropped, other characters a SKU refuses as `-`. */
const skuPart = (text: string) =>
  text
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/[^A-Z0-9./]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A SKU to start from for a new variant: the product's name's first words, then each value ("LIFT-5T-380V"). */
export function suggestedSku(productName: string, combination: Record<string, string>): string {
  const base = productName.split(/\s+/).map(skuPart).filter(Boolean).slice(0, 3).join('-').slice(0, 30);
  return [base, ...Object.values(combination).map(skuPart)]
    .filter(Boolean)
    .join('-')
    .replace(/-+/g, '-')
    .slice(0, 64)
    .replace(/-+$/, '');
}

/**
 * "Generate variants": one row for every combination of the options, in their order; a row already there
 * for a combination keeps what was typed in it, and rows whose combination is gone are dropped. A new
 * row starts with a SKU made of the product's name and its values, to edit.
 */
export function generateVariants(
  options: readonly ProductOption[],
  rows: readonly VariantFormRow[],
  productName = '',
): VariantFormRow[] {
  return combinations(options).map(
    (combination) =>
      rows.find((row) => sameCombination(options, row.options, combination)) ?? {
        ...emptyVariantRow(combination),
        sku: suggestedSku(productName, combination),
      },
  );
}

/** "Set for all": the same price (or stock) typed in every row. */
export function setForAll(
  rows: readonly VariantFormRow[],
  field: 'price' | 'stockCount',
  value: string,
): VariantFormRow[] {
  return rows.map((row) => ({ ...row, [field]: value }));
}

/** A row's options as people read them: "Capacity: 5 t · Voltage: 380 V". */
export const rowLabel = (options: readonly ProductOption[], row: Pick<VariantFormRow, 'options'>) =>
  variantLabel(options, row.options);

const moneyText = (naira: number | null) => (naira === null ? '' : nairaFieldText(naira));

/** The section's values for a product as it was saved (none for a simple product). */
export function productToVariantForm(product: Pick<Product, 'options' | 'variants'> | null): {
  options: OptionFormRow[];
  variants: VariantFormRow[];
} {
  return {
    options: (product?.options ?? []).map((option) => ({
      name: option.name,
      values: option.values.join(', '),
    })),
    variants: (product?.variants ?? []).map((variant) => ({
      options: { ...variant.options },
      sku: variant.sku,
      price: moneyText(variant.price),
      originalPrice: moneyText(variant.originalPrice),
      stockCount: String(variant.stockCount),
      installationFee: moneyText(variant.installationFee),
      image: variant.imagePublicId ?? '',
      isActive: variant.isActive,
    })),
  };
}

/** '' is no number; anything else is read (NaN when it is not a number). */
const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The API's variants for the rows: text trimmed, money read with its separators, blanks as null. */
export function toVariantInputs(rows: readonly VariantFormRow[]): VariantFormInput[] {
  return rows.map((row) => ({
    sku: row.sku.trim(),
    options: { ...row.options },
    price: parseNairaText(row.price) ?? Number.NaN,
    originalPrice: parseNairaText(row.originalPrice),
    stockCount: numberOrNull(row.stockCount) ?? Number.NaN,
    installationFee: parseNairaText(row.installationFee),
    image: row.image === '' ? null : row.image,
    isActive: row.isActive,
  }));
}

/**
 * What is wrong with the variants before saving, by field as the server names it (`variants.N.sku`):
 * each row's SKU, price and stock, then the server's own rules (`variantsProblem`, `duplicateSku`).
 */
export function variantProblems(
  options: readonly ProductOption[],
  rows: readonly VariantFormRow[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (rows.length > MAX_PRODUCT_VARIANTS) problems.variants = VARIANT_FORM_MESSAGES.tooManyVariants;
  const money = (text: string) => {
    const value = parseNairaText(text);
    return value === null || (Number.isFinite(value) && value >= 0);
  };
  toVariantInputs(rows).forEach((input, index) => {
    const row = rows[index]!;
    const at = (field: string) => `variants.${index}.${field}`;
    if (input.sku === '') problems[at('sku')] = VARIANT_FORM_MESSAGES.sku;
    else if (!SKU_PATTERN.test(input.sku)) problems[at('sku')] = VARIANT_FORM_MESSAGES.skuPattern;
    if (row.price.trim() === '') problems[at('price')] = VARIANT_FORM_MESSAGES.price;
    else if (!money(row.price)) problems[at('price')] = VARIANT_FORM_MESSAGES.number;
    if (!money(row.originalPrice)) problems[at('originalPrice')] = VARIANT_FORM_MESSAGES.number;
    if (!money(row.installationFee)) problems[at('installationFee')] = VARIANT_FORM_MESSAGES.number;
    if (!Number.isInteger(input.stockCount) || input.stockCount < 0)
      problems[at('stockCount')] = VARIANT_FORM_MESSAGES.stock;
  });
  const shared: VariantProblem | null = variantsProblem(options, rows) ?? duplicateSku(toVariantInputs(rows));
  if (shared && problems[shared.field] === undefined) problems[shared.field] = shared.message;
  return problems;
}

/**
 * The product's own prices and stock for a product with variants, as the server's summary writes them:
 * the lowest active price (of all when none is active) with its original price, the lowest installation
 * fee, the active variants' stock summed. The form fills the product's fields with them.
 */
export function variantsSummary(inputs: readonly VariantFormInput[]): {
  price: number;
  originalPrice: number | null;
  installationFee: number | null;
  stockCount: number;
} {
  const active = inputs.filter((input) => input.isActive !== false);
  const counted = active.length > 0 ? active : inputs;
  const cheapest = counted.reduce((low, input) => (input.price < low.price ? input : low));
  const fees = counted.flatMap((input) => input.installationFee ?? []);
  return {
    price: cheapest.price,
    originalPrice: cheapest.originalPrice ?? null,
    installationFee: fees.length > 0 ? Math.min(...fees) : null,
    stockCount: active.reduce((sum, input) => sum + input.stockCount, 0),
  };
}

/**
 * The body's options and variants, with the product's prices and stock as their summary; a form
 * without options adds nothing (a simple product's body is as before).
 */
export function withVariants(
  input: ProductInput,
  optionRows: readonly OptionFormRow[],
  rows: readonly VariantFormRow[],
): ProductInput {
  const options = formOptions(optionRows);
  if (options.length === 0) return input;
  // A picture the product no longer has: the variant shows the main one.
  const pictures = input.images ?? [];
  const variants = toVariantInputs(rows).map((variant) =>
    variant.image && !pictures.includes(variant.image) ? { ...variant, image: null } : variant,
  );
  return { ...input, ...(variants.length > 0 ? variantsSummary(variants) : {}), options, variants };
}

/**
 * The changed fields of an edit, for a product with variants: a form whose options were all removed
 * sends `options: []` (the product becomes simple again); the summary's fields are never sent (the
 * server writes them from the variants).
 */
export function variantChangedFields(
  original: ProductInput,
  changed: Partial<ProductInput>,
  hasOptions: boolean,
): Partial<ProductInput> {
  const result: Partial<ProductInput> = { ...changed };
  if (hasOptions) {
    delete result.price;
    delete result.originalPrice;
    delete result.installationFee;
    delete result.stockCount;
  } else if (original.options !== undefined && original.options.length > 0) {
    result.options = [];
  }
  if (result.variants) result.variants = withoutUnchangedStock(original.variants ?? [], result.variants);
  return result;
}

/**
 * The variants as sent, without the stock of a variant whose stock the admin left as the form opened
 * with: the server keeps the stored count, so an order confirmed while the form was open is not undone.
 */
export function withoutUnchangedStock(
  original: readonly VariantInput[],
  variants: readonly VariantInput[],
): VariantInput[] {
  const opened = new Map(original.map((variant) => [skuKey(variant.sku), variant.stockCount]));
  return variants.map((variant) => {
    if (opened.get(skuKey(variant.sku)) !== variant.stockCount) return variant;
    const { stockCount: _left, ...rest } = variant;
    return rest;
  });
}
