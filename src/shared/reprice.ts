import { z } from 'zod';
import { CATEGORY_IDS, SUB_CATEGORY_IDS } from './categories';
import { formatKobo, hasWholeKobo, KOBO_PER_NAIRA } from './money';
import { PRICE_MAX } from './product';
import { optionalText, text } from './text';

/**
 * Bulk repricing (POST /api/admin/products/reprice/preview and /reprice): which products, how their
 * price moves, and the pure money rule both the server and the screen use. Money is integer kobo here.
 */

/** Prices end on a multiple of one of these naira amounts. */
export const REPRICE_ROUNDINGS = [100, 500, 1000] as const;
export type RepriceRounding = (typeof REPRICE_ROUNDINGS)[number];

export const REPRICE_DIRECTIONS = ['raise', 'lower'] as const;
export type RepriceDirection = (typeof REPRICE_DIRECTIONS)[number];

export const REPRICE_KINDS = ['percent', 'amount'] as const;
export type RepriceKind = (typeof REPRICE_KINDS)[number];

/** At most this many products in one repricing (the apply body carries each one's expected prices). */
export const REPRICE_MAX_PRODUCTS = 5000;
export const REPRICE_MAX_PERCENT = 1000;

export const REPRICE_MESSAGES = {
  noSelection: 'Choose the products: a category, a sub-category, a brand, a search or ticked products.',
  nothingSelected: 'No product matches this selection.',
  tooMany: 'More than 5,000 products match: reprice at most 5,000 at once. Narrow the selection.',
  belowZero: (names: string) => `The price would go below ₦0 for ${names}. Lower by less.`,
  aboveMax: (names: string) =>
    `The price would go above ${formatKobo(PRICE_MAX * KOBO_PER_NAIRA)} for ${names}.`,
  changed: 'Prices changed since the preview. Preview again.',
  applied: (changed: number) => `Repriced ${changed} ${changed === 1 ? 'product' : 'products'}.`,
} as const;

/** Which products: every given criterion narrows (an active product must match them all). */
export const repriceSelectionSchema = z
  .strictObject({
    category: optionalText(60).refine(
      (id) => id === undefined || CATEGORY_IDS.includes(id),
      'Unknown category',
    ),
    subCategory: optionalText(60).refine(
      (id) => id === undefined || SUB_CATEGORY_IDS.includes(id),
      'Unknown sub-category',
    ),
    brand: optionalText(100),
    q: optionalText(200),
    ids: z
      .array(text().trim().min(1).max(200))
      .max(REPRICE_MAX_PRODUCTS, `Tick at most ${REPRICE_MAX_PRODUCTS} products`)
      .transform((ids) => [...new Set(ids)])
      .optional(),
  })
  .refine(
    (selection) =>
      selection.category !== undefined ||
      selection.subCategory !== undefined ||
      selection.brand !== undefined ||
      selection.q !== undefined ||
      (selection.ids !== undefined && selection.ids.length > 0),
    REPRICE_MESSAGES.noSelection,
  );
export type RepriceSelection = z.output<typeof repriceSelectionSchema>;
export type RepriceSelectionInput = z.input<typeof repriceSelectionSchema>;

/** The change: raise or lower, by a percentage (up to 2 decimals) or a naira amount, then rounded. */
export const repriceChangeFields = {
  direction: z.enum(REPRICE_DIRECTIONS, { message: 'Choose Raise or Lower' }),
  by: z.enum(REPRICE_KINDS, { message: 'Choose Percent or Naira amount' }),
  amount: z
    .number({ message: 'The amount must be a number' })
    .gt(0, 'The amount must be more than 0')
    .max(PRICE_MAX, 'The amount is too large')
    .refine(hasWholeKobo, 'The amount can have at most 2 decimal places'),
  /** Also move the original (struck-through) price of the products that have one. */
  includeOriginalPrice: z.boolean().default(false),
  rounding: z.union(
    REPRICE_ROUNDINGS.map((value) => z.literal(value)),
    { message: 'Choose the rounding: nearest ₦100, ₦500 or ₦1,000' },
  ),
};

const percentLimit = (change: { by: RepriceKind; amount: number }) =>
  change.by !== 'percent' || change.amount <= REPRICE_MAX_PERCENT;
const PERCENT_LIMIT = { message: `A percentage is at most ${REPRICE_MAX_PERCENT}`, path: ['amount'] };

export const repricePreviewRequestSchema = z
  .strictObject({ selection: repriceSelectionSchema, ...repriceChangeFields })
  .refine(percentLimit, PERCENT_LIMIT);
export type RepricePreviewRequest = z.input<typeof repricePreviewRequestSchema>;
export type RepricePreviewRequestData = z.output<typeof repricePreviewRequestSchema>;

/** The prices a variant had in the preview, by SKU (decision 052). */
export const repriceExpectedVariantSchema = z.strictObject({
  sku: text().min(1).max(64),
  price: z.number(),
  originalPrice: z.number().nullable(),
});

/**
 * The prices a product had in the preview: apply refuses (409) when any differs now. A product with
 * variants sends each variant's too (its own prices are their summary).
 */
export const repriceExpectedSchema = z.strictObject({
  id: text().min(1).max(200),
  price: z.number(),
  originalPrice: z.number().nullable(),
  variants: z.array(repriceExpectedVariantSchema).max(100).optional(),
});

export const repriceApplyRequestSchema = z
  .strictObject({
    selection: repriceSelectionSchema,
    ...repriceChangeFields,
    expected: z.array(repriceExpectedSchema).min(1).max(REPRICE_MAX_PRODUCTS),
  })
  .refine(percentLimit, PERCENT_LIMIT);
export type RepriceApplyRequest = z.input<typeof repriceApplyRequestSchema>;
export type RepriceApplyRequestData = z.output<typeof repriceApplyRequestSchema>;

const repricedPricesFields = {
  oldPrice: z.number(),
  newPrice: z.number(),
  oldOriginalPrice: z.number().nullable(),
  newOriginalPrice: z.number().nullable(),
};

/** One variant of a preview's product (decision 052): its SKU, its options as people read them, its prices. */
export const repriceVariantLineSchema = z.object({
  sku: z.string(),
  label: z.string(),
  ...repricedPricesFields,
});
export type RepriceVariantLine = z.infer<typeof repriceVariantLineSchema>;

/**
 * One product of a preview: naira before and after (original price null when there is none). A product
 * with variants lists each variant's prices (each is repriced); its own are their summary, the lowest.
 */
export const repriceLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  ...repricedPricesFields,
  variants: z.array(repriceVariantLineSchema).optional(),
});
export type RepriceLine = z.infer<typeof repriceLineSchema>;

export const repricePreviewResponseSchema = z.object({
  products: z.array(repriceLineSchema),
  count: z.number().int(),
});
export type RepricePreviewResponse = z.infer<typeof repricePreviewResponseSchema>;

export const repriceApplyResponseSchema = z.object({
  /** Products whose price or original price changed (one history entry each). */
  changed: z.number().int(),
  /** Selected products already at their new price. */
  unchanged: z.number().int(),
  message: z.string(),
});
export type RepriceApplyResponse = z.infer<typeof repriceApplyResponseSchema>;

export interface RepriceChange {
  direction: RepriceDirection;
  by: RepriceKind;
  amount: number;
  rounding: RepriceRounding;
}

/** n / d rounded half up (an exact half goes up), for n >= 0 and d > 0. */
function divideRoundHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/**
 * A price moved by the change and rounded half up to the nearest rounding step, in kobo. Exact (BigInt):
 * ₦1,234,567 raised 10% to the nearest ₦1,000 is ₦1,358,000. Null when the moved price, before
 * rounding, is below 0 (the caller refuses it).
 */
export function repricedKobo(oldKobo: number, change: RepriceChange): number | null {
  const step = BigInt(change.rounding * KOBO_PER_NAIRA);
  const sign = change.direction === 'raise' ? 1n : -1n;
  const old = BigInt(oldKobo);
  if (change.by === 'percent') {
    // Hundredths of a percent: the factor is (10000 ± p) / 10000.
    const factor = 10_000n + sign * BigInt(Math.round(change.amount * 100));
    const numerator = old * factor;
    if (numerator < 0n) return null;
    return Number(divideRoundHalfUp(numerator, 10_000n * step) * step);
  }
  const moved = old + sign * BigInt(Math.round(change.amount * KOBO_PER_NAIRA));
  if (moved < 0n) return null;
  return Number(divideRoundHalfUp(moved, step) * step);
}

export interface RepricedPrices {
  priceKobo: number | null;
  /** null: none, or cleared because it would not be above the new price. */
  originalPriceKobo: number | null;
}

/**
 * A product's new price (null: it would go below 0) and original price. The original price moves only
 * when asked; either way it is cleared when it would end at or below the new price (a struck-through
 * price must be the higher one).
 */
export function repricedProduct(
  prices: { priceKobo: number; originalPriceKobo: number | null },
  change: RepriceChange,
  includeOriginalPrice: boolean,
): RepricedPrices {
  const priceKobo = repricedKobo(prices.priceKobo, change);
  let originalPriceKobo = prices.originalPriceKobo;
  // An original price lowered below 0 is below any new price: cleared like one at or below it.
  if (originalPriceKobo !== null && includeOriginalPrice)
    originalPriceKobo = repricedKobo(originalPriceKobo, change);
  if (originalPriceKobo !== null && priceKobo !== null && originalPriceKobo <= priceKobo)
    originalPriceKobo = null;
  return { priceKobo, originalPriceKobo };
}

/** Up to five names, then "and N more": a message names the products without growing without end. */
export function someNames(names: readonly string[]): string {
  const shown = names.slice(0, 5).join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}
