import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';

const naira = (n: number) => n * 100;

describe('amount in words', () => {
  it.each([
    [0, 'Zero naira only'],
    [naira(1), 'One naira only'],
    [naira(7), 'Seven naira only'],
    [naira(13), 'Thirteen naira only'],
    [naira(20), 'Twenty naira only'],
    [naira(42), 'Forty-two naira only'],
    [naira(100), 'One hundred naira only'],
    [naira(101), 'One hundred and one naira only'],
    [naira(999), 'Nine hundred and ninety-nine naira only'],
    [naira(1_000), 'One thousand naira only'],
    [naira(1_005), 'One thousand and five naira only'],
    [naira(1_250), 'One thousand two hundred and fifty naira only'],
    [naira(50_000), 'Fifty thousand naira only'],
    [naira(110_000), 'One hundred and ten thousand naira only'],
    [naira(1_000_001), 'One million and one naira only'],
    [naira(3_450_000), 'Three million four hundred and fifty thousand naira only'],
    [naira(27_500_000), 'Twenty-seven million five hundred thousand naira only'],
    [naira(2_000_100), 'Two million one hundred naira only'],
    [naira(1_000_000_000), 'One billion naira only'],
    [
      naira(123_456_789_012),
      'One hundred and twenty-three billion four hundred and fifty-six million seven hundred and eighty-nine thousand and twelve naira only',
    ],
    [100_050, 'One thousand naira and fifty kobo only'],
    [50, 'Fifty kobo only'],
    [1, 'One kobo only'],
    [naira(3_450_000) + 99, 'Three million four hundred and fifty thousand naira and ninety-nine kobo only'],
  ])('writes %d kobo as "%s"', (kobo, words) => {
    expect(amountInWords(kobo)).toBe(words);
  });

  it('refuses negative and fractional kobo', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });

  it('writes every amount up to a trillion naira with words only, once capitalised, ending in "only"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000_000 }), (kobo) => {
        const words = amountInWords(kobo);
        expect(words).toMatch(/^[A-Z][a-z -]* only$/);
        expect(words).not.toMatch(/ {2}|\band and\b|\bzero [a-z]/);
      }),
    );
  });

  it('names each power of a thousand once', () => {
    expect(numberInWords(1_001_001_001)).toBe('one billion one million one thousand and one');
  });
});
