/**
 * How text becomes search words, the same for the catalogue and for a shopper's query: runs of letters
 * and digits, lower-cased, accents dropped ("Façade" -> "facade"). The catalogue also indexes the letter
 * and digit runs of a model code and the parts of a code written apart, so `TLT240SC`, `tlt 240`,
 * `TWC-502`, `twc502` and `em8340` all find their product.
 */

/** A word of a query with where it stands in the text, so a correction can replace it in place. */
export interface Word {
  text: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const ASCII_WORD = /[a-z0-9]+/g;
const NON_ASCII = /[^ -~\t\n\r]/;
const MARKS = /\p{M}/gu;
const DIGIT = /\p{N}/u;
const LETTER = /\p{L}/u;
const RUNS = /\p{L}+|\p{N}+/gu;
/** Letters-only words of at most this length may be part of a code written apart ("EM 8340"). */
const CODE_LETTERS = 4;
/** At most this many words are joined into one code ("X 5500 RP" -> "x5500rp"). */
const JOIN_MAX = 3;

export function normalizeWord(raw: string): string {
  return NON_ASCII.test(raw) ? raw.normalize('NFKD').replace(MARKS, '').toLowerCase() : raw.toLowerCase();
}

/**
 * Words a shopper adds around what they want ("scanner for all cars", "spray booth for sale"): left out of
 * a query that has other words, so they neither score nor make a product miss a word.
 */
const FILLER_WORDS = new Set(
  'a an the for and with of in on to at or all any my me i need want buy sale price cheap best'.split(' '),
);

/** The words of a query that say what is wanted: the filler words left out, unless there is nothing else. */
export function queryWords(text: string): Word[] {
  const words = searchWords(text);
  const wanted = words.filter((word) => !FILLER_WORDS.has(word.text));
  return wanted.length > 0 ? wanted : words;
}

/** The words of a text, with their places in it. */
export function searchWords(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word !== '') words.push({ text: word, start: match.index, end: match.index + match[0].length });
  }
  return words;
}

/** The words of a text (the catalogue's side: no places needed, so the whole text is normalised at once). */
function wordsOf(text: string): string[] {
  if (!NON_ASCII.test(text)) return text.toLowerCase().match(ASCII_WORD) ?? [];
  return normalizeWord(text).match(WORD) ?? [];
}

const ZERO = 48;
const NINE = 57;

export function hasDigit(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= ZERO && code <= NINE) return true;
    if (code > 127) return DIGIT.test(word);
  }
  return false;
}

function hasLetter(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code > 127) return LETTER.test(word);
    if (code < ZERO || code > NINE) return true;
  }
  return false;
}

/** A word with letters and digits: a model code such as "tlt240sc" or "kw850". */
export const isCode = (word: string): boolean => hasDigit(word) && hasLetter(word);

const codeLike = (word: string) => word.length <= CODE_LETTERS || hasDigit(word);

/** Two neighbours that can be one code written apart: one holds a digit, the other a letter. */
function joinable(left: string, right: string): boolean {
  if (!codeLike(left) || !codeLike(right)) return false;
  const digits = hasDigit(left) || hasDigit(right);
  return digits && (hasLetter(left) || hasLetter(right));
}

/**
 * Every term the catalogue indexes for a text: its words, and the singular of a plural ("lifts": "lift");
 * the letter and digit runs of each code ("tlt240sc": "tlt", "240", "sc"); and neighbouring words of a code written apart, joined ("TWC-502":
 * "twc502"; "X 5500 RP": "x5500", "5500rp", "x5500rp"). Joined terms always hold a digit, so they are
 * matched exactly or as prefixes, never as typos.
 */
export function indexTerms(text: string): string[] {
  const words = wordsOf(text);
  const terms = [...words];
  for (let first = 0; first < words.length; first++) {
    const word = words[first]!;
    const one = singular(word);
    if (one !== word) terms.push(one);
    if (isCode(word)) terms.push(...word.match(RUNS)!);
    let joined = word;
    for (let next = first + 1; next < Math.min(first + JOIN_MAX, words.length); next++) {
      if (!joinable(words[next - 1]!, words[next]!)) break;
      joined += words[next]!;
      terms.push(joined);
    }
  }
  return terms;
}

/** Typos a query word may have: none below 4 letters or in a word with a digit, 1 from 4, 2 from 8. */
export function typoBudget(word: string): number {
  if (hasDigit(word)) return 0;
  const length = [...word].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** Endings of words that are not plurals though they end in "s" ("glass", "chassis", "plus"). */
const NOT_PLURAL = /(?:ss|is|us|ous)$/;
const ES_PLURAL = /(?:ches|shes|xes|zes|sses)$/;

/**
 * The singular of an English plural, by its ending ("lifts" -> "lift", "batteries" -> "battery",
 * "wrenches" -> "wrench"); other words as they are. The same rule on both sides (catalogue and query), so a
 * word it gets wrong still meets itself.
 */
export function singular(word: string): string {
  if (word.length < 4 || !word.endsWith('s') || NOT_PLURAL.test(word) || hasDigit(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (ES_PLURAL.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}
