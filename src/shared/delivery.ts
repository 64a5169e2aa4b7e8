import { z } from 'zod';
import { text } from './text';

/**
 * Delivery classes and the delivery fee of an order (decision 039). Each product has a class (parcel,
 * pallet, heavy machine; the owner renames them and adds more, in an order from smallest to largest); the
 * settings hold a fee per state and class; an order pays the fee of its largest class to its state, none
 * when the shopper picks it up from the showroom.
 */

export const DELIVERY_MESSAGES = {
  unknownClass: 'Unknown delivery class',
  className: 'Class name is required',
  classNameLong: 'Class name is at most 40 characters',
  classNameTwice: (name: string) => `${name} is listed twice`,
  classesCount: 'List between 1 and 10 delivery classes',
  classRemoved: 'Every delivery class must stay: products are in it (rename it instead)',
} as const;

/** The classes a shop starts with, smallest first; existing products were put in the largest. */
export const DEFAULT_DELIVERY_CLASSES = [
  { id: 'parcel', name: 'Parcel' },
  { id: 'pallet', name: 'Pallet' },
  { id: 'heavy', name: 'Heavy machine' },
] as const;
/** The class of a product made without one (and of every product before classes existed). */
export const DEFAULT_DELIVERY_CLASS = 'heavy';
export const DELIVERY_CLASSES_MAX = 10;

export const DELIVERY_METHODS = ['delivery', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  delivery: 'Deliver it to me',
  pickup: 'Pick up from our showroom',
};

export const deliveryClassSchema = z.object({ id: z.string(), name: z.string() });
export type DeliveryClass = z.infer<typeof deliveryClassSchema>;

/** A class id as products, fees and requests name it. */
export const deliveryClassId = text(DELIVERY_MESSAGES.unknownClass)
  .trim()
  .min(1, DELIVERY_MESSAGES.unknownClass)
  .max(60, DELIVERY_MESSAGES.unknownClass);

/**
 * PUT /api/admin/settings/delivery-classes: every class, smallest first (the order decides an order's
 * largest class). A row without an id is a new class; every existing class must stay.
 */
export const deliveryClassesInputSchema = z.strictObject({
  classes: z
    .array(
      z.strictObject({
        id: deliveryClassId.optional(),
        name: text(DELIVERY_MESSAGES.className)
          .trim()
          .min(1, DELIVERY_MESSAGES.className)
          .max(40, DELIVERY_MESSAGES.classNameLong),
      }),
      { message: DELIVERY_MESSAGES.classesCount },
    )
    .min(1, DELIVERY_MESSAGES.classesCount)
    .max(DELIVERY_CLASSES_MAX, DELIVERY_MESSAGES.classesCount)
    .superRefine((rows, context) => {
      const names = new Set<string>();
      const ids = new Set<string>();
      rows.forEach((row, index) => {
        const key = row.name.toLowerCase();
        if (names.has(key))
          context.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: DELIVERY_MESSAGES.classNameTwice(row.name),
          });
        names.add(key);
        if (row.id !== undefined && ids.has(row.id))
          context.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: DELIVERY_MESSAGES.classNameTwice(row.name),
          });
        if (row.id !== undefined) ids.add(row.id);
      });
    }),
});
export type DeliveryClassesInput = z.input<typeof deliveryClassesInputSchema>;

export const deliveryClassesResponseSchema = z.object({ classes: z.array(deliveryClassSchema) });
export type DeliveryClassesResponse = z.infer<typeof deliveryClassesResponseSchema>;

/** The id of the class a text names by name or id, compared by `key` (case, spaces); null for none. */
export function classNamed(
  value: string,
  classes: readonly DeliveryClass[],
  key: (text: string) => string,
): string | null {
  const wanted = key(value);
  return classes.find((entry) => key(entry.id) === wanted || key(entry.name) === wanted)?.id ?? null;
}

/** The largest of the classes named, by the shop's order (smallest first); null for none. */
export function largestClass(order: readonly string[], named: readonly string[]): string | null {
  let largest: string | null = null;
  let rank = -1;
  for (const id of named) {
    // A class the list does not know (a cart kept from before) counts as the largest: never undercharged.
    const at = order.includes(id) ? order.indexOf(id) : order.length;
    if (at > rank) [largest, rank] = [id, at];
  }
  return largest;
}

/**
 * What an order pays for delivery: nothing when picked up; else the fee of its largest class to its state,
 * or null (quoted on WhatsApp) where that fee is not set. `feeOf` looks the table up (kobo or naira alike).
 */
export function orderDeliveryFee(input: {
  method: DeliveryMethod;
  classOrder: readonly string[];
  productClasses: readonly string[];
  feeOf: (classId: string) => number | null | undefined;
}): number | null {
  if (input.method === 'pickup') return 0;
  const largest = largestClass(input.classOrder, input.productClasses);
  if (largest === null) return null;
  return input.feeOf(largest) ?? null;
}
