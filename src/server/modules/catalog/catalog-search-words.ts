import { searchWords, singular } from './catalog-search-text';

/**
 * The search words: groups of words and phrases that mean the same thing ("lift, hoist, car lift"), the
 * owner's list in the settings, and the category names. A run of a query's words that is one of a
 * group's phrases means the whole group: a product matching any phrase of it (every word of that
 * phrase) matches those query words, and a query that names a category (or a phrase of its group, such
 * as "paint booth" for SprayBooth) lifts that category's products.
 */

/** One meaning: each way of saying it as its words (singular), and the categories it names. */
export interface Meaning {
  phrases: string[][];
  categories: string[];
}

/** Where a meaning stands in a query's words. */
export interface MeaningAt {
  start: number;
  length: number;
  meaning: Meaning;
}

/** At most this many meanings count in one query (each costs a pass over the catalogue). */
const MEANINGS_PER_QUERY = 12;

/** Small numbers as words, so "4 post lift" and "four post lift" are one phrase, matched as the words. */
const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const inWords = (word: string) => (/^\d{1,2}$/.test(word) ? (NUMBERS[Number(word)] ?? word) : word);
const key = (word: string) => inWords(singular(word));

const phraseWords = (phrase: string) => searchWords(phrase).map((word) => key(word.text));

export class SearchVocabulary {
  /** Phrase words joined by a space, and by nothing ("spray booth", "spraybooth"), to the meaning. */
  private readonly meanings = new Map<string, Meaning>();
  private readonly longest: number;

  constructor(
    groups: readonly (readonly string[])[],
    categories: readonly { id: string; name: string }[] = [],
  ) {
    let longest = 1;
    for (const group of groups) {
      const phrases = group.map(phraseWords).filter((words) => words.length > 0);
      if (phrases.length === 0) continue;
      // A phrase already in an earlier group keeps that group (the settings refuse such a list).
      const meaning: Meaning = { phrases: [], categories: [] };
      for (const words of phrases) {
        if (this.find(words)) continue;
        meaning.phrases.push(words);
        this.meanings.set(words.join(' '), meaning);
        if (!this.meanings.has(words.join(''))) this.meanings.set(words.join(''), meaning);
        longest = Math.max(longest, words.length);
      }
    }
    for (const category of categories) {
      const words = phraseWords(category.name);
      if (words.length === 0) continue;
      const meaning = this.find(words) ?? { phrases: [words], categories: [] };
      meaning.categories.push(category.id);
      this.meanings.set(words.join(' '), meaning);
      if (!this.meanings.has(words.join(''))) this.meanings.set(words.join(''), meaning);
      longest = Math.max(longest, words.length);
    }
    this.longest = longest;
  }

  private find(words: readonly string[]): Meaning | undefined {
    return this.meanings.get(words.join(' ')) ?? this.meanings.get(words.join(''));
  }

  /**
   * The meanings of runs of a query's words (normalised), longest runs first at each place; a run that
   * means only itself (one phrase, no category) is left out.
   */
  spans(words: readonly string[]): MeaningAt[] {
    const found: MeaningAt[] = [];
    const ones = words.map(key);
    for (let start = 0; start < ones.length; start++)
      for (let length = Math.min(this.longest, ones.length - start); length >= 1; length--) {
        const meaning = this.find(ones.slice(start, start + length));
        if (!meaning || (meaning.phrases.length < 2 && meaning.categories.length === 0)) continue;
        found.push({ start, length, meaning });
        if (found.length === MEANINGS_PER_QUERY) return found;
      }
    return found;
  }
}
