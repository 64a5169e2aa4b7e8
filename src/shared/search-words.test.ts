import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_WORDS,
  phraseKey,
  searchWordsFromText,
  searchWordsSchema,
  searchWordsToText,
} from './search-words';

const problems = (groups: unknown) => {
  const checked = searchWordsSchema.safeParse({ groups });
  return checked.success ? [] : checked.error.issues.map((issue) => issue.message);
};

describe('search words', () => {
  it('the defaults pass the rules the owner saves by', () => {
    expect(problems(DEFAULT_SEARCH_WORDS)).toEqual([]);
  });

  it('reads the text one group a line, commas between the words, blank lines and entries left out', () => {
    expect(searchWordsFromText(' lift, hoist ,car lift\n\n,scanner,, scan tool \n')).toEqual([
      ['lift', 'hoist', 'car lift'],
      ['scanner', 'scan tool'],
    ]);
    expect(searchWordsFromText(searchWordsToText(DEFAULT_SEARCH_WORDS))).toEqual(DEFAULT_SEARCH_WORDS);
  });

  it('names every problem by its line', () => {
    expect(problems([['lift', 'hoist'], ['jack'], ['Hoist', 'ramp']])).toEqual([
      'Line 2: a group needs at least two words or phrases, separated by commas',
      'Line 3: "Hoist" is already on line 1',
    ]);
    expect(problems([['lift', '  ']])).toEqual(['Line 1: a word or phrase between two commas is empty']);
  });

  it('compares phrases as words: case, accents and punctuation aside', () => {
    expect(phraseKey('  Tyre-Changer  ')).toBe('tyre changer');
    expect(phraseKey('Façade')).toBe('facade');
  });
});
