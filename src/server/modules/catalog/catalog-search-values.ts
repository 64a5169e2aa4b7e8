import type { Word } from './catalog-search-text';

/**
 * The values of the search index's matches: a document's value for a word is its best match, field first
 * (name, brand, categories, details), then kind (whole word, prefix, one typo, two typos). Small whole
 * numbers, all distinct, so a value names its field and kind.
 */

export const FIELD_LIMIT = 4;
/** At most this many words of a query count. */
export const QUERY_WORD_LIMIT = 10;

export const FIELD_WEIGHTS = [8, 4, 2, 1];
export const EXACT = 0;
export const PREFIX = 1;
export const TYPO_1 = 2;
export const TYPO_2 = 3;
export const KIND_WEIGHTS = [10, 8, 7, 6];

/** Value of a match of kind k in field f at [f * 4 + k]; all distinct, so a value names its kind. */
export const VALUES = Uint8Array.from(
  { length: FIELD_LIMIT * 4 },
  (_, i) => FIELD_WEIGHTS[i >> 2]! * KIND_WEIGHTS[i & 3]!,
);
/** A member of a category the query names: as a brand's whole word, above any mention in the details. */
export const CATEGORY_VALUE = VALUES[1 * 4 + EXACT]!;
export const KIND_OF_VALUE = new Map([...VALUES].map((value, i) => [value, i & 3]));
export const NO_FIELD = FIELD_LIMIT;
/** The first field in a set of field bits. */
export const FIRST_FIELD = Uint8Array.from({ length: 16 }, (_, bits) => {
  for (let field = 0; field < FIELD_LIMIT; field++) if ((bits >> field) & 1) return field;
  return NO_FIELD;
});

export interface TypoTerm {
  term: string;
  id: number;
  kind: typeof TYPO_1 | typeof TYPO_2;
}

export interface WordMatch {
  word: Word;
  /** Per document: the best match's value, 0 when none. */
  best: Uint8Array;
  typos: TypoTerm[];
}

/** The typo term closest to what was typed (the first found of the fewest typos). */
export function nearest(typos: readonly TypoTerm[]): string | undefined {
  let best: TypoTerm | undefined;
  for (const typo of typos) if (!best || typo.kind < best.kind) best = typo;
  return best?.term;
}

/** The correction written the way the shopper wrote the word: "Scaner" -> "Scanner", "BENDPK" -> "BENDPAK". */
export function inCaseOf(typed: string, term: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase()) return term.toUpperCase();
  const first = typed.charAt(0);
  return first !== first.toLowerCase() ? term.charAt(0).toUpperCase() + term.slice(1) : term;
}
