/**
 * How the search index turns each word's matches into a document's relevance, and relevance into an
 * order: small whole numbers throughout, so ranking is a counting sort.
 */

/**
 * Each document's relevance: every word matched on its own or, for neighbours, as one joined code (a
 * joined pair counts its value for both words); the best way to cover all words wins. 0: no match.
 */
export function combine(
  scores: Uint16Array,
  singles: Uint8Array[],
  pairs: (Uint8Array | null)[],
): Uint16Array {
  const size = scores.length;
  const first = singles[0]!;
  const firstPair = pairs[0] ?? null;
  const anyPair = pairs.some((pair) => pair !== null);
  const words = singles.map(() => 0);
  const joined = pairs.map(() => 0);
  for (let doc = 0; doc < size; doc++) {
    if (first[doc] === 0 && (firstPair === null || firstPair[doc] === 0)) continue;
    if (!anyPair) {
      let sum = 0;
      for (const single of singles) {
        const value = single[doc]!;
        if (value === 0) {
          sum = 0;
          break;
        }
        sum += value;
      }
      scores[doc] = sum;
      continue;
    }
    singles.forEach((single, i) => (words[i] = single[doc]!));
    pairs.forEach((pair, i) => (joined[i] = pair?.[doc] ?? 0));
    scores[doc] = bestCover(words, joined);
  }
  return scores;
}

/**
 * Best sum covering every word by itself or within a joined pair (0: no cover); fills `viaPair`, when
 * given, with the words the best cover took through a pair.
 */
export function bestCover(words: number[], joined: number[], viaPair?: Set<number>): number {
  const best = [0];
  const usedPair = [false];
  for (let j = 1; j <= words.length; j++) {
    const alone = best[j - 1]! > -1 && words[j - 1]! > 0 ? best[j - 1]! + words[j - 1]! : -1;
    const pair = j >= 2 && best[j - 2]! > -1 && joined[j - 2]! > 0 ? best[j - 2]! + 2 * joined[j - 2]! : -1;
    best[j] = Math.max(alone, pair);
    usedPair[j] = pair > alone;
  }
  if (viaPair)
    for (let j = words.length; j > 0;) {
      if (usedPair[j]) {
        viaPair.add(j - 1).add(j - 2);
        j -= 2;
      } else j -= 1;
    }
  return Math.max(best[words.length]!, 0);
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
