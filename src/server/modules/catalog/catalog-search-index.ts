import SearchableMap from 'minisearch/SearchableMap';
import { combine, cover, dropWeakPartials, type Span } from './catalog-search-rank';
import { indexTerms, isCode, queryWords, singular, typoBudget, type Word } from './catalog-search-text';
import {
  CATEGORY_VALUE,
  EXACT,
  FIELD_LIMIT,
  FIRST_FIELD,
  inCaseOf,
  KIND_OF_VALUE,
  nearest,
  NO_FIELD,
  PREFIX,
  QUERY_WORD_LIMIT,
  TYPO_1,
  TYPO_2,
  VALUES,
  type TypoTerm,
  type WordMatch,
} from './catalog-search-values';

/**
 * A search index over documents of up to four fields, the first field the most important (a product's
 * name, brand, categories, then description and specifications). MiniSearch's radix tree
 * (`minisearch/SearchableMap`) holds the vocabulary and finds a word's exact, prefix and typo terms;
 * each term points at a slice of one typed array of postings (a document and the fields holding the
 * term), so a query touches each matching document a few times, whatever the catalogue's size.
 *
 * A document's relevance for a word is the best of its matches, field first then kind: a name beats a
 * brand beats a category beats the details, and within a field a whole word beats a prefix beats one
 * typo beats two. Any match in a field outranks every match in a lower field. Relevance is the sum
 * over the words matched, each adding a bonus too, so more words count for more; a word may match
 * nothing (decision 040). Runs of words may also match as one: a code written apart, or a meaning of
 * the search words (any of its phrases, or membership of a category it names). A word takes typos
 * only in fields where it has no exact or prefix match anywhere in the catalogue, so "lift" does not
 * drag in "list", yet "spray both" still finds Spray Booth by name though "both" is in some description.
 */

/** Texts up to this length are tokenised once per build, however many products share them. */
const SHORT_TEXT = 80;
/** A document: for each field (at most four), the texts it holds. */
export type SearchDocument = readonly (readonly string[])[];

/**
 * The documents a query matched, with their relevance; `scores[doc]` is 0 for a document left out. It
 * lives in the index's working memory: use it before the next search on the same index.
 */
export interface QueryMatch {
  scores: Uint16Array;
  /** Leaves out the documents that miss a word and rank far below the best (after any filter). */
  dropWeakPartials(): void;
  /** The query with each word that `doc` matched only through a typo replaced by the word it matched. */
  correctedQuery(doc: number): string | undefined;
}

/** Neighbouring query words that mean one thing: its phrases (as words) and the categories it names. */
export interface MeaningSpan {
  start: number;
  length: number;
  phrases: readonly (readonly string[])[];
  /** Per category named: a 1 for each member document. */
  members: readonly Uint8Array[];
}

export interface SearchOptions {
  spansOf?: (words: readonly string[]) => MeaningSpan[];
  allWords?: boolean;
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
  private partialMemory: Uint8Array | undefined;

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

  /**
   * Every document that matches some word of the query, scored; null when the query has no words.
   * `spansOf` names runs of the query's words that mean one thing (the search words and categories);
   * `allWords` keeps only the documents that match every word.
   */
  search(query: string, { spansOf, allWords = false }: SearchOptions = {}): QueryMatch | null {
    const words = queryWords(query).slice(0, QUERY_WORD_LIMIT);
    if (words.length === 0) return null;
    const last = words.length - 1;
    const prefixed = (text: string, index: number) => index >= last || (isCode(text) && text.length >= 3);
    const singles = words.map((word, i) =>
      this.matchWord(word, prefixed(word.text, i), typoBudget(word.text), i),
    );
    let slot = QUERY_WORD_LIMIT;
    const spans: Span[] = [];
    // Neighbouring words may be one code written apart: "tlt 240" finds "tlt240sc".
    words.slice(0, -1).forEach((word, i) => {
      const joined = { text: word.text + words[i + 1]!.text, start: word.start, end: words[i + 1]!.end };
      const match = this.matchWord(joined, prefixed(joined.text, i + 1), 0, slot++);
      if (match.found) spans.push({ start: i, length: 2, values: match.best });
    });
    // A word the catalogue has only through a typo means what its nearest catalogue word means ("scaner").
    const forms = singles.map(({ word, typos, found }) =>
      found ? word.text : (nearest(typos) ?? word.text),
    );
    const typed = words.map((word) => word.text);
    const meanings = spansOf ? spansOf(typed) : [];
    const read = meanings.length;
    if (spansOf && forms.some((form, i) => form !== typed[i])) meanings.push(...spansOf(forms));
    meanings.forEach((meaning, m) => {
      const values = this.meaningValues(meaning, slot);
      slot += 3;
      if (values) spans.push({ start: meaning.start, length: meaning.length, values, corrected: m >= read });
    });
    const scores = (this.scoreMemory ??= new Uint16Array(this.size));
    const partial = (this.partialMemory ??= new Uint8Array(this.size));
    combine(
      scores,
      partial,
      singles.map((single) => single.best),
      spans,
    );
    if (allWords) for (let doc = 0; doc < this.size; doc++) if (partial[doc]! > 0) scores[doc] = 0;
    return {
      scores,
      dropWeakPartials: () => dropWeakPartials(scores, partial, singles.length),
      correctedQuery: (doc) => this.correction(query, singles, spans, forms, doc),
    };
  }

  /**
   * Per document, the best value of a meaning: each phrase by the least value of its words (every word
   * must be there), a member of a named category at `CATEGORY_VALUE`. Null when no document has it.
   * Uses working memory `slot` and the two after it.
   */
  private meaningValues(meaning: MeaningSpan, slot: number): Uint8Array | null {
    const values = this.wordBuffer(slot);
    let found = false;
    const raise = (from: Uint8Array) => {
      for (let doc = 0; doc < this.size; doc++)
        if (from[doc]! > values[doc]!) {
          values[doc] = from[doc]!;
          found = true;
        }
    };
    for (const phrase of meaning.phrases) {
      let least: Uint8Array | null = null;
      for (const text of phrase) {
        const match = this.matchWord({ text, start: 0, end: 0 }, false, 0, slot + 1);
        if (!match.found) {
          least = null;
          break;
        }
        if (least === null) least = phrase.length === 1 ? match.best : this.copy(match.best, slot + 2);
        else for (let doc = 0; doc < this.size; doc++) least[doc] = Math.min(least[doc]!, match.best[doc]!);
      }
      if (least) raise(least);
    }
    for (const members of meaning.members)
      for (let doc = 0; doc < this.size; doc++)
        if (members[doc] === 1 && values[doc]! < CATEGORY_VALUE) {
          values[doc] = CATEGORY_VALUE;
          found = true;
        }
    return found ? values : null;
  }

  private copy(from: Uint8Array, slot: number): Uint8Array {
    const to = this.wordBuffer(slot);
    to.set(from);
    return to;
  }

  /** A word's matches, in working memory `slot` (a query word's place, or past the words, a span's). */
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
    // A plural finds the singular too ("lifts": "lift"; the index holds the singular of its plurals).
    const one = singular(text);
    const single = one === text ? undefined : this.terms.get(one);
    if (single !== undefined) fields |= this.mark(best, single, EXACT, 0);
    if (prefix)
      for (const [term, id] of this.terms.atPrefix(text))
        if (term !== text) fields |= this.mark(best, id, PREFIX, 0);
    const typoTerms: TypoTerm[] = [];
    if (typos > 0)
      for (const [term, [id, distance]] of this.terms.fuzzyGet(text, typos)) {
        if (distance === 0 || term === one || (prefix && term.startsWith(text))) continue;
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
    spans: Span[],
    forms: string[],
    doc: number,
  ): string | undefined {
    const viaPair = new Map<number, number>();
    cover(
      singles.map((single) => single.best[doc]!),
      spans,
      spans.map((span) => span.values[doc]!),
      viaPair,
    );
    let corrected = query;
    let changed = false;
    // From the last word back, so earlier positions stay valid while replacing.
    for (let i = singles.length - 1; i >= 0; i--) {
      const { word, best, typos } = singles[i]!;
      // Within a span, a word read as its nearest catalogue word ("scaner" as "scanner") is corrected to it.
      const span = viaPair.get(i);
      const term =
        span !== undefined
          ? spans[span]!.corrected && forms[i] !== word.text
            ? forms[i]
            : undefined
          : (KIND_OF_VALUE.get(best[doc]!) ?? EXACT) < TYPO_1
            ? undefined
            : this.typoTermAt(typos, doc, best[doc]!);
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
