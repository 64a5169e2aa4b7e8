import { z } from 'zod';

/**
 * The one rule for text the shop accepts, in bodies, queries and paths alike: no NUL character
 * (PostgreSQL cannot store it) and no half of a UTF-16 surrogate pair without its other half (not a
 * character at all: it cannot be written as UTF-8). Every text field of every request schema is built
 * from `text()`; the account routes, whose bodies Better Auth reads, call `isSafeText` directly.
 */
export const UNSAFE_TEXT_MESSAGE = 'Contains a hidden or broken character. Please retype it.';

const HIGH_SURROGATE_FIRST = 0xd800;
const LOW_SURROGATE_FIRST = 0xdc00;
const LOW_SURROGATE_LAST = 0xdfff;

/** True when the text holds no NUL and every surrogate is half of a pair. */
export function isSafeText(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code === 0) return false;
    if (code < HIGH_SURROGATE_FIRST || code > LOW_SURROGATE_LAST) continue;
    if (code >= LOW_SURROGATE_FIRST) return false;
    const next = value.charCodeAt(index + 1);
    if (!(next >= LOW_SURROGATE_FIRST && next <= LOW_SURROGATE_LAST)) return false;
    index++;
  }
  return true;
}

/**
 * A string that follows the text rule; trim, length and pattern checks chain after it. `message` is
 * the answer when the value is not a string at all (a number, a list, missing).
 */
export function text(message?: string): z.ZodString {
  return z
    .string(message === undefined ? undefined : { message })
    .refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });
}

/** Optional trimmed text where blank means "not given" (search boxes, filters). */
export function optionalText(max: number) {
  return text()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? undefined : value))
    .optional();
}

/** A path parameter naming a row (a product id, a message id, an order reference). */
export function pathId(max = 200): z.ZodString {
  return text().min(1).max(max);
}
