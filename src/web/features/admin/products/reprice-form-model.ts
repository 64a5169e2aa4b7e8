import { z } from 'zod';
import {
  REPRICE_MAX_PERCENT,
  REPRICE_MESSAGES,
  REPRICE_ROUNDINGS,
  repriceChangeFields,
  type RepriceDirection,
  type RepriceKind,
  type RepricePreviewRequest,
} from '../../../../shared/reprice';
import { parseNairaText } from '../common/naira-text';

/**
 * The reprice screen's values as the admin sets them (the amount stays text until sent), the request
 * they make, and their check, built from the shared schema the server runs.
 */
export interface RepriceFormValues {
  /** '' is any category (sub-category) of the selection. */
  category: string;
  subCategory: string;
  brand: string;
  q: string;
  /** Narrow to the products ticked in the list (when the screen was opened with some). */
  onlyTicked: boolean;
  direction: RepriceDirection;
  by: RepriceKind;
  amount: string;
  includeOriginalPrice: boolean;
  rounding: `${(typeof REPRICE_ROUNDINGS)[number]}`;
}

export function emptyRepriceForm(ticked: readonly string[]): RepriceFormValues {
  return {
    category: '',
    subCategory: '',
    brand: '',
    q: '',
    onlyTicked: ticked.length > 0,
    direction: 'raise',
    by: 'percent',
    amount: '',
    includeOriginalPrice: false,
    rounding: '100',
  };
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The body of the preview (and, with the prices it showed, of the apply). */
export function toRepriceRequest(
  values: RepriceFormValues,
  ticked: readonly string[],
): RepricePreviewRequest {
  return {
    selection: {
      category: blankToUndefined(values.category),
      subCategory: blankToUndefined(values.subCategory),
      brand: blankToUndefined(values.brand),
      q: blankToUndefined(values.q),
      ids: values.onlyTicked && ticked.length > 0 ? [...ticked] : undefined,
    },
    direction: values.direction,
    by: values.by,
    amount: parseNairaText(values.amount) ?? Number.NaN,
    includeOriginalPrice: values.includeOriginalPrice,
    rounding: Number(values.rounding) as RepricePreviewRequest['rounding'],
  };
}

const hasSelection = (values: RepriceFormValues, ticked: readonly string[]) =>
  [values.category, values.subCategory, values.brand, values.q].some((text) => text.trim() !== '') ||
  (values.onlyTicked && ticked.length > 0);

/** The form's check: a selection, and an amount the server takes (a percentage at most 1000). */
export function repriceFormSchema(ticked: readonly string[]) {
  return z
    .object({
      category: z.string(),
      subCategory: z.string(),
      brand: z.string(),
      q: z.string(),
      onlyTicked: z.boolean(),
      direction: repriceChangeFields.direction,
      by: repriceChangeFields.by,
      amount: z
        .string()
        .trim()
        .min(1, 'Enter the amount')
        .transform((text) => parseNairaText(text) ?? Number.NaN)
        .pipe(repriceChangeFields.amount),
      includeOriginalPrice: z.boolean(),
      rounding: z.enum(['100', '500', '1000']),
    })
    .superRefine((values, context) => {
      if (values.by === 'percent' && values.amount > REPRICE_MAX_PERCENT)
        context.addIssue({
          code: 'custom',
          message: `A percentage is at most ${REPRICE_MAX_PERCENT}`,
          path: ['amount'],
        });
      if (!hasSelection({ ...values, amount: '' }, ticked))
        context.addIssue({ code: 'custom', message: REPRICE_MESSAGES.noSelection, path: ['category'] });
    });
}

/** "₦1,234,567 → ₦1,358,000", or the one price when it stays. */
export function priceChangeText(from: string, to: string): string {
  return from === to ? from : `${from} → ${to}`;
}
