import { describe, expect, it } from 'vitest';
import { indexTerms, searchWords, typoBudget } from './catalog-search-text';

describe('search words', () => {
  it('lower-cases, drops accents and keeps where each word stands', () => {
    expect(searchWords('Citroën  C4-Picasso')).toEqual([
      { text: 'citroen', start: 0, end: 7 },
      { text: 'c4', start: 9, end: 11 },
      { text: 'picasso', start: 12, end: 19 },
    ]);
  });

  it('indexes a code whole, by its letter and digit runs, and joined when written apart', () => {
    expect(indexTerms('Launch TLT240SC Lift')).toEqual(
      expect.arrayContaining(['launch', 'tlt240sc', 'tlt', '240', 'sc', 'lift']),
    );
    expect(indexTerms('Launch TWC-502 Tyre Changer')).toContain('twc502');
    expect(indexTerms('Corghi EM 8340')).toContain('em8340');
    expect(indexTerms('SATA jet X 5500 RP')).toEqual(expect.arrayContaining(['x5500', '5500rp', 'x5500rp']));
    // Ordinary words are never joined: a joined term always holds a digit and a letter.
    expect(indexTerms('Two Post Lift')).toEqual(['two', 'post', 'lift']);
    expect(indexTerms('Citroën Façade')).toEqual(['citroen', 'facade']);
  });

  it('allows no typo below 4 letters or in a word with a digit, 1 from 4 letters, 2 from 8', () => {
    expect(typoBudget('jak')).toBe(0);
    expect(typoBudget('jack')).toBe(1);
    expect(typoBudget('compres')).toBe(1);
    expect(typoBudget('compresor')).toBe(2);
    expect(typoBudget('tlt240sc')).toBe(0);
  });
});
