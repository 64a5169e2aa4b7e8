import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKobo, formatNaira, lineTotalKobo, nairaToKobo } from './money';

describe('naira formatting', () => {
  it.each([
    [0, '₦0'],
    [950, '₦950'],
    [1000, '₦1,000'],
    [1_234_567, '₦1,234,567'],
    [30_000_000, '₦30,000,000'],
    [1499.5, '₦1,499.50'],
    [0.05, '₦0.05'],
  ])('formats %d as %s', (naira, text) => {
    expect(formatNaira(naira)).toBe(text);
  });

  it('formats negative amounts with a leading minus', () => {
    expect(formatKobo(-150_000)).toBe('-₦1,500');
  });

  it('always groups digits by three and keeps the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (kobo) => {
        const text = formatKobo(kobo);
        expect(text).toMatch(/^₦\d{1,3}(,\d{3})*(\.\d{2})?$/);
        expect(Math.round(Number(text.slice(1).replace(/,/g, '')) * 100)).toBe(kobo);
      }),
    );
  });

  it('computes line totals in kobo without floating drift', () => {
    expect(lineTotalKobo(0.1, 3)).toBe(30);
    expect(nairaToKobo(19.99)).toBe(1999);
  });
});
