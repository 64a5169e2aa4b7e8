/**
 * How the search index turns each word's matches into a document's relevance, and relevance into an
 * order: small whole numbers throughout, so ranking is a counting sort.
 */

/** What every word a document matches adds to its value, so matching more words counts for more. */
export const WORD_BONUS = 20;
/**
 * A document that misses some word of the query stays only when its relevance is at least this share of
 * the best one's: "car lift" lists the lifts, not every product whose description says "car".
 */
export const PARTIAL_SHARE = 0.4;
/**
 * What a span adds for each word past its first: words matched together as one phrase ("four post lift")
 * say more than the same words found apart ("4" of "4-Ton", "post", "lift").
 */
export const SPAN_BONUS = 10;

/**
 * A run of neighbouring query words matched as one: a code written apart ("tlt 240") or words meaning one
 * thing ("car lift", "tyre machine"). Per document its value, counted for each word it covers.
 */
export interface Span {
  start: number;
  length: number;
  values: Uint8Array;
  /** Found through words read as their nearest catalogue word ("scaner" as "scanner"). */
  corrected?: boolean;
}

/**
 * Each document's relevance: the best way to cover the words, each by itself or within a span, each
 * matched word adding its value and `WORD_BONUS`; a word may go unmatched (it adds nothing). `partial`
 * is set to the number of words a document misses (at least 1 when no cover takes every word). 0: no
 * match at all.
 */
export function combine(
  scores: Uint16Array,
  partial: Uint8Array,
  singles: Uint8Array[],
  spans: Span[],
): Uint16Array {
  const size = scores.length;
  const count = singles.length;
  const shift = commonWords(singles);
  if (spans.length === 0) {
    for (let doc = 0; doc < size; doc++) {
      let sum = 0;
      let missing = 0;
      for (let i = 0; i < count; i++) {
        const value = singles[i]![doc]! >> shift[i]!;
        if (value === 0) missing += 1;
        else sum += value + WORD_BONUS;
      }
      scores[doc] = sum;
      partial[doc] = sum > 0 ? missing : 0;
    }
    return scores;
  }
  const words = new Array<number>(count);
  const spanValues = new Array<number>(spans.length);
  for (let doc = 0; doc < size; doc++) {
    let any = false;
    for (let i = 0; i < count; i++) if ((words[i] = singles[i]![doc]! >> shift[i]!) > 0) any = true;
    for (let s = 0; s < spans.length; s++) if ((spanValues[s] = spans[s]!.values[doc]!) > 0) any = true;
    if (!any) {
      scores[doc] = 0;
      partial[doc] = 0;
      continue;
    }
    const { score, full } = cover(words, spans, spanValues);
    scores[doc] = score;
    partial[doc] = full ? 0 : Math.max(1, missingWords(words, spans, spanValues));
  }
  return scores;
}

/** How many words neither match by themselves nor fall within a matching span. */
function missingWords(
  words: readonly number[],
  spans: readonly Pick<Span, 'start' | 'length'>[],
  spanValues: readonly number[],
): number {
  let missing = 0;
  for (let i = 0; i < words.length; i++) {
    if (words[i]! > 0) continue;
    const covered = spans.some(
      (span, s) => spanValues[s]! > 0 && span.start <= i && i < span.start + span.length,
    );
    if (!covered) missing += 1;
  }
  return missing;
}

/** A word in this many times more products than the query's rarest word counts half (a shift of 1). */
export const COMMON_RATIO = 2;

/**
 * Per word, 1 when it is common next to the query's rarest matched word, else 0: in "scanner for cars"
 * a "Car Spray Oven" named by the common "car" does not tie with the scanners. A query of one word keeps
 * its values (0), so its own order (name above description) stands.
 */
function commonWords(singles: Uint8Array[]): number[] {
  if (singles.length < 2) return singles.map(() => 0);
  const counts = singles.map((best) => {
    let matched = 0;
    for (let doc = 0; doc < best.length; doc++) if (best[doc] !== 0) matched += 1;
    return matched;
  });
  const rarest = Math.min(...counts.filter((matched) => matched > 0));
  return counts.map((matched) => (matched > COMMON_RATIO * rarest ? 1 : 0));
}

/**
 * The best cover of the words by themselves and the spans (`spanValues[s]`: span s's value for this
 * document, 0 when it does not match); whether some cover takes every word; and, when `viaSpan` is
 * given, the words the best cover took within a span, each with that span's index.
 */
export function cover(
  words: readonly number[],
  spans: readonly Pick<Span, 'start' | 'length'>[],
  spanValues: readonly number[],
  viaSpan?: Map<number, number>,
): { score: number; full: boolean } {
  const n = words.length;
  // best[j]: the best sum over the first j words; whole[j]: the same without skipping any (-1: none).
  // Scratch arrays shared by every call: this runs once per matching document.
  if (scratch.best.length <= n) scratch = workspace(n + 1);
  const { best, whole, from } = scratch;
  best[0] = 0;
  whole[0] = 0;
  for (let j = 1; j <= n; j++) {
    const word = words[j - 1]!;
    best[j] = best[j - 1]! + (word > 0 ? word + WORD_BONUS : 0);
    whole[j] = word > 0 && whole[j - 1]! >= 0 ? whole[j - 1]! + word + WORD_BONUS : -1;
    from[j] = -1;
    for (let s = 0; s < spans.length; s++) {
      const { start, length } = spans[s]!;
      const value = spanValues[s]!;
      if (value === 0 || start + length !== j) continue;
      const gain = length * (value + WORD_BONUS) + (length - 1) * SPAN_BONUS;
      if (best[start]! + gain > best[j]!) {
        best[j] = best[start]! + gain;
        from[j] = s;
      }
      if (whole[start]! >= 0) whole[j] = Math.max(whole[j]!, whole[start]! + gain);
    }
  }
  if (viaSpan)
    for (let j = n; j > 0;) {
      const s = from[j]!;
      if (s < 0) j -= 1;
      else {
        const { start, length } = spans[s]!;
        for (let i = start; i < start + length; i++) viaSpan.set(i, s);
        j = start;
      }
    }
  return { score: best[n]!, full: whole[n]! >= 0 };
}

const workspace = (size: number) => ({
  best: new Int32Array(size),
  whole: new Int32Array(size),
  from: new Int32Array(size),
});
let scratch = workspace(16);

/**
 * Leaves out the documents that miss a word and either fall below `PARTIAL_SHARE` of the best relevance or
 * match fewer than half of the query's `wordCount` words: "car lift zqxwv" lists the lifts, while
 * "no such thing anywhere", one common word found, lists nothing.
 */
export function dropWeakPartials(scores: Uint16Array, partial: Uint8Array, wordCount: number): void {
  let max = 0;
  for (let doc = 0; doc < scores.length; doc++) if (scores[doc]! > max) max = scores[doc]!;
  const least = max * PARTIAL_SHARE;
  for (let doc = 0; doc < scores.length; doc++) {
    const missing = partial[doc]!;
    if (missing > 0 && (scores[doc]! < least || 2 * (wordCount - missing) < wordCount)) scores[doc] = 0;
  }
}

/**
 * The best `limit` documents, best first, equal scores in document order (the caller's tie order), and
 * how many documents have a score. A counting sort: scores are small whole numbers.
 */
export function rankByScore(scores: Uint16Array, limit = Infinity): { ranked: Int32Array; total: number } {
  const size = scores.length;
  let max = 0;
  let total = 0;
  for (let doc = 0; doc < size; doc++) {
    const score = scores[doc]!;
    if (score === 0) continue;
    total += 1;
    if (score > max) max = score;
  }
  // Where each score's documents start in the answer, best score first.
  const starts = new Uint32Array(max + 2);
  for (let doc = 0; doc < size; doc++) {
    const score = scores[doc]!;
    if (score > 0) starts[max - score + 1]! += 1;
  }
  for (let i = 1; i < starts.length; i++) starts[i]! += starts[i - 1]!;
  const ranked = new Int32Array(Math.min(total, limit));
  for (let doc = 0; doc < size; doc++) {
    const score = scores[doc]!;
    if (score === 0) continue;
    const at = starts[max - score]!++;
    if (at < ranked.length) ranked[at] = doc;
  }
  return { ranked, total };
}
