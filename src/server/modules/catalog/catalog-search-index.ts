import SearchableMap from 'minisearch/SearchableMap';
import { bestCover, combine } from './catalog-search-rank';
import { indexTerms, isCode, searchWords, typoBudget, type Word } from './catalog-search-text';

/**
 * A search index over documents of up to four fields, the first field the most important (a product's
 * name, brand, categories, then description and specifications). MiniSearch's radix tree
 * (`minisearch/SearchableMap`) holds the vocabulary and finds a word's exact, prefix and typo terms;
 * each term points at a slice of one typed array of postings (a document and the fields holding the
 * term), so a query touches each matching document a few times, whatever the catalogue's size.
 *
 * A document's relevance for a word is the best of its matches, field first then kind: a name beats a
 * brand beats a category beats the details, and within a field a whole word beats a prefix beats one
 * typo beats two. Any match in a field outranks every match in a lower field. Every word must match
 * (AND); relevance is the sum over the words. A word takes typos only in fields where it has no exact
 * or prefix match anywhere in the catalogue, so "lift" does not drag in "list", yet "spray both" still
 * finds Spray Booth by name though "both" is in some description.
 */

export const FIELD_LIMIT = 4;
/** At most this many words of a query count. */
export const QUERY_WORD_LIMIT = 10;

const FIELD_WEIGHTS = [8, 4, 2, 1];
const EXACT = 0;
const PREFIX = 1;
const TYPO_1 = 2;
const TYPO_2 = 3;
const KIND_WEIGHTS = [10, 8, 7, 6];

/** Value of a match of kind k in field f at [f * 4 + k]; all distinct, so a value names its kind. */
const VALUES = Uint8Array.from(
  { length: FIELD_LIMIT * 4 },
  (_, i) => FIELD_WEIGHTS[i >> 2]! * KIND_WEIGHTS[i & 3]!,
);
const KIND_OF_VALUE = new Map([...VALUES].map((value, i) => [value, i & 3]));
const NO_FIELD = FIELD_LIMIT;
/** Texts up to this length are tokenised once per build, however many products share them. */
const SHORT_TEXT = 80;
/** The first field in a set of field bits. */
const FIRST_FIELD = Uint8Array.from({ length: 16 }, (_, bits) => {
  for (let field = 0; field < FIELD_LIMIT; field++) if ((bits >> field) & 1) return field;
  return NO_FIELD;
});

/** A document: for each field (at most four), the texts it holds. */
export type SearchDocument = readonly (readonly string[])[];

interface TypoTerm {
  term: string;
  id: number;
  kind: typeof TYPO_1 | typeof TYPO_2;
}

interface WordMatch {
  word: Word;
  /** Per document: the best match's value, 0 when none. */
  best: Uint8Array;
  typos: TypoTerm[];
}

/**
 * The documents a query matched, with their relevance; `scores[doc]` is 0 for a document left out. It
 * lives in the index's working memory: use it before the next search on the same index.
 */
export interface QueryMatch {
  scores: Uint16Array;
  /** The query with each word that `doc` matched only through a typo replaced by the word it matched. */
  correctedQuery(doc: number): string | undefined;
}

export class SearchIndex {
  private constructor(
    readonly size: number,
    private readonly terms: SearchableMap<number>,
    /** Term id -> its postings are `postings[starts[id]]` up to `postings[starts[id + 1]]`. */
    private readonly starts: Uint32Array,
    /** `doc << 4 | fields`, in document order within a term: one per term and document, a bit per field. */
    private readonly postings: Uint32Array,
  ) {}

  /**
   * Working memory reused by every search (a word's or pair's best values, the scores), so a query
   * allocates no large arrays: at 100,000 products, fresh ones made the garbage collector sweep the
   * whole heap every few queries.
   */
  private readonly wordMemory: Uint8Array[] = [];
  private scoreMemory: Uint16Array | undefined;

  private wordBuffer(slot: number): Uint8Array {
    const buffer = (this.wordMemory[slot] ??= new Uint8Array(this.size));
    return buffer.fill(0);
  }

  static build(documents: readonly SearchDocument[]): SearchIndex {
    const ids = new Map<string, number>();
    /** Per term id: the last document that listed it, and where its posting is (one per term and document). */
    const lastDoc: number[] = [];
    const lastAt: number[] = [];
    const termOf: number[] = [];
    const codes: number[] = [];
    // Short texts repeat across products (brands, categories, features, specifications): tokenised once.
    const known = new Map<string, number[]>();
    const termIds = (text: string): number[] => {
      let found = text.length <= SHORT_TEXT ? known.get(text) : undefined;
      if (found) return found;
      found = indexTerms(text).map((term) => {
        let id = ids.get(term);
        if (id === undefined) {
          id = ids.size;
          ids.set(term, id);
          lastDoc.push(-1);
          lastAt.push(-1);
        }
        return id;
      });
      if (text.length <= SHORT_TEXT) known.set(text, found);
      return found;
    };
    for (let doc = 0; doc < documents.length; doc++) {
      const fields = documents[doc]!;
      for (let field = 0; field < Math.min(fields.length, FIELD_LIMIT); field++)
        for (const text of fields[field]!)
          for (const id of termIds(text)) {
            if (lastDoc[id] === doc) {
              codes[lastAt[id]!]! |= 1 << field;
              continue;
            }
            lastDoc[id] = doc;
            lastAt[id] = codes.length;
            termOf.push(id);
            codes.push(doc * 16 + (1 << field));
          }
    }
    const starts = new Uint32Array(ids.size + 1);
    for (const id of termOf) starts[id + 1]! += 1;
    for (let id = 0; id < ids.size; id++) starts[id + 1]! += starts[id]!;
    const postings = new Uint32Array(codes.length);
    const next = starts.slice(0, ids.size);
    for (let i = 0; i < termOf.length; i++) postings[next[termOf[i]!]!++] = codes[i]!;
    return new SearchIndex(documents.length, SearchableMap.from(ids), starts, postings);
  }

  /** Every document that matches each word of the query, scored; null when the query has no words. */
  search(query: string): QueryMatch | null {
    const words = searchWords(query).slice(0, QUERY_WORD_LIMIT);
    if (words.length === 0) return null;
    const last = words.length - 1;
    const prefixed = (text: string, index: number) => index >= last || (isCode(text) && text.length >= 3);
    const singles = words.map((word, i) =>
      this.matchWord(word, prefixed(word.text, i), typoBudget(word.text), i),
    );
    // Neighbouring words may be one code written apart: "tlt 240" finds "tlt240sc".
    const pairs = words.slice(0, -1).map((word, i) => {
      const joined = { text: word.text + words[i + 1]!.text, start: word.start, end: words[i + 1]!.end };
      const match = this.matchWord(joined, prefixed(joined.text, i + 1), 0, QUERY_WORD_LIMIT + i);
      return match.found ? match.best : null;
    });
    const scores = combine(
      (this.scoreMemory ??= new Uint16Array(this.size)).fill(0),
      singles.map((single) => single.best),
      pairs,
    );
    return {
      scores,
      correctedQuery: (doc) => this.correction(query, singles, pairs, doc),
    };
  }

  /** A word's matches, in working memory `slot` (a query word's place, or past the words, a pair's). */
  private matchWord(
    word: Word,
    prefix: boolean,
    typos: number,
    slot: number,
  ): WordMatch & { found: boolean } {
    const best = this.wordBuffer(slot);
    const text = word.text;
    let fields = 0;
    const exact = this.terms.get(text);
    if (exact !== undefined) fields |= this.mark(best, exact, EXACT, 0);
    if (prefix)
      for (const [term, id] of this.terms.atPrefix(text))
        if (term !== text) fields |= this.mark(best, id, PREFIX, 0);
    const typoTerms: TypoTerm[] = [];
    if (typos > 0)
      for (const [term, [id, distance]] of this.terms.fuzzyGet(text, typos)) {
        if (distance === 0 || (prefix && term.startsWith(text))) continue;
        const kind = distance === 1 ? TYPO_1 : TYPO_2;
        typoTerms.push({ term, id, kind });
        this.mark(best, id, kind, fields);
      }
    return { word, best, typos: typoTerms, found: fields !== 0 };
  }

  /**
   * Raises each document of term `id` to this kind's value in its best field, leaving out the fields in
   * `skip`; answers the fields the term is in.
   */
  private mark(best: Uint8Array, id: number, kind: number, skip: number): number {
    let fields = 0;
    for (let i = this.starts[id]!, end = this.starts[id + 1]!; i < end; i++) {
      const code = this.postings[i]!;
      fields |= code & 15;
      const field = FIRST_FIELD[code & 15 & ~skip]!;
      if (field === NO_FIELD) continue;
      const doc = code >>> 4;
      const value = VALUES[(field << 2) | kind]!;
      if (value > best[doc]!) best[doc] = value;
    }
    return fields;
  }

  private correction(
    query: string,
    singles: WordMatch[],
    pairs: (Uint8Array | null)[],
    doc: number,
  ): string | undefined {
    const viaPair = new Set<number>();
    bestCover(
      singles.map((single) => single.best[doc]!),
      pairs.map((pair) => pair?.[doc] ?? 0),
      viaPair,
    );
    let corrected = query;
    let changed = false;
    // From the last word back, so earlier positions stay valid while replacing.
    for (let i = singles.length - 1; i >= 0; i--) {
      const { word, best, typos } = singles[i]!;
      if (viaPair.has(i) || (KIND_OF_VALUE.get(best[doc]!) ?? EXACT) < TYPO_1) continue;
      const term = this.typoTermAt(typos, doc, best[doc]!);
      if (term === undefined) continue;
      const typed = query.slice(word.start, word.end);
      corrected = corrected.slice(0, word.start) + inCaseOf(typed, term) + corrected.slice(word.end);
      changed = true;
    }
    return changed ? corrected : undefined;
  }

  /** The typo term through which `doc` got `value`. */
  private typoTermAt(typos: TypoTerm[], doc: number, value: number): string | undefined {
    for (const { term, id, kind } of typos) {
      const code = this.postingOf(id, doc);
      if (code === undefined) continue;
      for (let field = 0; field < FIELD_LIMIT; field++)
        if ((code >> field) & 1 && VALUES[(field << 2) | kind] === value) return term;
    }
    return undefined;
  }

  /** Binary search of a term's postings for a document. */
  private postingOf(id: number, doc: number): number | undefined {
    let low = this.starts[id]!;
    let high = this.starts[id + 1]!;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const found = this.postings[middle]! >>> 4;
      if (found === doc) return this.postings[middle];
      if (found < doc) low = middle + 1;
      else high = middle;
    }
    return undefined;
  }
}

/** The correction written the way the shopper wrote the word: "Scaner" -> "Scanner", "BENDPK" -> "BENDPAK". */
function inCaseOf(typed: string, term: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase()) return term.toUpperCase();
  const first = typed.charAt(0);
  return first !== first.toLowerCase() ? term.charAt(0).toUpperCase() + term.slice(1) : term;
}
