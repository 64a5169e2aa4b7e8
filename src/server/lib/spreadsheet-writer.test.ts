import { describe, expect, it } from 'vitest';
import { escapeFormula, unescapeFormula } from './spreadsheet-writer';

// What a spreadsheet may read as the start of a formula: the ASCII starters, tab and CR, and the fullwidth
// and small forms East Asian keyboards type (＝ U+FF1D, ＋ U+FF0B, － U+FF0D, ＠ U+FF20, ﹦ ﹢ ﹣ ﹫).
const STARTERS = ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫'];

describe('escapeFormula', () => {
  it.each(STARTERS.map((starter) => [starter]))(
    'writes a cell starting with %j after a quote mark, and reads it back as it was',
    (starter) => {
      const value = `${starter}HYPERLINK("http://evil.example","Click")`;
      expect(escapeFormula(value)).toBe(`'${value}`);
      expect(unescapeFormula(escapeFormula(value))).toBe(value);
    },
  );

  it('leaves other text alone, a quote mark or a starter further in included', () => {
    for (const value of ['Two Post Lift', "'quoted", 'A=B', ' =1', '（Ｌ）', '₦1,500,000'])
      expect(escapeFormula(value)).toBe(value);
    expect(unescapeFormula("'quoted")).toBe("'quoted");
  });
});
