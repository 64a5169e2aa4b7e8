import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  repriceApplyRequestSchema,
  repricedKobo,
  repricedProduct,
  repricePreviewRequestSchema,
  someNames,
  type RepriceChange,
} from './reprice';

const naira = (amount: number) => amount * 100;
const change = (overrides: Partial<RepriceChange> = {}): RepriceChange => ({
  direction: 'raise',
  by: 'percent',
  amount: 10,
  rounding: 100,
  ...overrides,
});

describe('repricedKobo', () => {
  it.each([
    // ₦1,234,567 + 10% = ₦1,358,023.70
    [1_234_567, change({ rounding: 1000 }), 1_358_000],
    [1_234_567, change({ rounding: 500 }), 1_358_000],
    [1_234_567, change({ rounding: 100 }), 1_358_000],
    // ₦1,234,567 - 10% = ₦1,111,110.30
    [1_234_567, change({ direction: 'lower', rounding: 100 }), 1_111_100],
    [1_234_567, change({ direction: 'lower', rounding: 500 }), 1_111_000],
    [1_234_567, change({ direction: 'lower', rounding: 1000 }), 1_111_000],
    // ₦380,000 + 7.5% = ₦408,500
    [380_000, change({ amount: 7.5, rounding: 1000 }), 409_000],
    [380_000, change({ amount: 7.5, rounding: 500 }), 408_500],
    // Amounts in naira
    [1_234_567, change({ by: 'amount', amount: 50_000, rounding: 1000 }), 1_285_000],
    [1_234_567, change({ by: 'amount', amount: 50_000, rounding: 100 }), 1_284_600],
    [1_234_567, change({ by: 'amount', amount: 34_567, direction: 'lower', rounding: 500 }), 1_200_000],
    // Lowering to exactly 0 is allowed
    [150_000, change({ by: 'amount', amount: 150_000, direction: 'lower' }), 0],
    [150_000, change({ amount: 100, direction: 'lower' }), 0],
  ])('₦%d with %o is ₦%d', (old, how, expected) => {
    expect(repricedKobo(naira(old), how)).toBe(naira(expected));
  });

  it('rounds an exact half up', () => {
    // ₦1,050 to the nearest ₦100 is ₦1,100; ₦1,049.99 is ₦1,000; ₦1,250 to the nearest ₦500 is ₦1,500.
    expect(repricedKobo(naira(1_000), change({ by: 'amount', amount: 50 }))).toBe(naira(1_100));
    expect(repricedKobo(naira(1_000), change({ by: 'amount', amount: 49.99 }))).toBe(naira(1_000));
    expect(repricedKobo(naira(1_000), change({ by: 'amount', amount: 250, rounding: 500 }))).toBe(
      naira(1_500),
    );
    // ₦500 to the nearest ₦1,000 (an exact half) is ₦1,000.
    expect(repricedKobo(naira(400), change({ by: 'amount', amount: 100, rounding: 1000 }))).toBe(
      naira(1_000),
    );
  });

  it('answers null when the price would go below 0', () => {
    expect(repricedKobo(naira(50), change({ by: 'amount', amount: 100, direction: 'lower' }))).toBeNull();
    expect(repricedKobo(naira(50), change({ amount: 150, direction: 'lower' }))).toBeNull();
  });

  it('is exact at the largest prices and always ends on the step', () => {
    expect(repricedKobo(naira(999_999_999.99), change({ amount: 1000, rounding: 1000 }))).toBe(
      naira(11_000_000_000),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(100, 500, 1000 as const),
        (old, hundredths, rounding) => {
          const result = repricedKobo(old, change({ amount: hundredths / 100, rounding: rounding as 100 }));
          expect(result).not.toBeNull();
          expect(result! % (rounding * 100)).toBe(0);
          // Within half a step of the exact value.
          const exact = (old * (10_000 + hundredths)) / 10_000;
          expect(Math.abs(result! - exact)).toBeLessThanOrEqual((rounding * 100) / 2 + 1);
        },
      ),
    );
  });
});

describe('repricedProduct', () => {
  const prices = { priceKobo: naira(900_000), originalPriceKobo: naira(1_000_000) };

  it('moves the original price only when asked', () => {
    expect(repricedProduct(prices, change(), false)).toEqual({
      priceKobo: naira(990_000),
      originalPriceKobo: naira(1_000_000),
    });
    expect(repricedProduct(prices, change(), true)).toEqual({
      priceKobo: naira(990_000),
      originalPriceKobo: naira(1_100_000),
    });
  });

  it('clears an original price that would end at or below the new price', () => {
    expect(repricedProduct(prices, change({ amount: 20 }), false).originalPriceKobo).toBeNull();
    expect(
      repricedProduct(prices, change({ by: 'amount', amount: 100_000 }), false).originalPriceKobo,
    ).toBeNull();
    // Lowered below 0 (the price itself stays at 0 or above): cleared.
    const cheap = { priceKobo: naira(200), originalPriceKobo: naira(50) };
    expect(repricedProduct(cheap, change({ by: 'amount', amount: 100, direction: 'lower' }), true)).toEqual({
      priceKobo: naira(100),
      originalPriceKobo: null,
    });
  });

  it('keeps a product without an original price without one', () => {
    expect(repricedProduct({ priceKobo: naira(100), originalPriceKobo: null }, change(), true)).toEqual({
      priceKobo: naira(100),
      originalPriceKobo: null,
    });
  });
});

describe('the request schemas', () => {
  const body = { direction: 'raise', by: 'percent', amount: 10, rounding: 1000 } as const;

  it('needs at least one way of choosing the products', () => {
    expect(repricePreviewRequestSchema.safeParse({ ...body, selection: {} }).success).toBe(false);
    expect(repricePreviewRequestSchema.safeParse({ ...body, selection: { q: '  ' } }).success).toBe(false);
    expect(repricePreviewRequestSchema.safeParse({ ...body, selection: { ids: [] } }).success).toBe(false);
    const parsed = repricePreviewRequestSchema.parse({ ...body, selection: { brand: ' Launch ' } });
    expect(parsed).toMatchObject({ selection: { brand: 'Launch' }, includeOriginalPrice: false });
  });

  it('refuses unknown categories, roundings, amounts of 0 and percentages over 1000', () => {
    const bad = [
      { ...body, selection: { category: 'nope' } },
      { ...body, rounding: 250, selection: { q: 'lift' } },
      { ...body, amount: 0, selection: { q: 'lift' } },
      { ...body, amount: 1.234, by: 'amount', selection: { q: 'lift' } },
      { ...body, amount: 1001, selection: { q: 'lift' } },
      { ...body, direction: 'double', selection: { q: 'lift' } },
      { ...body, selection: { q: 'lift' }, extra: true },
    ];
    for (const request of bad) expect(repricePreviewRequestSchema.safeParse(request).success).toBe(false);
    expect(
      repricePreviewRequestSchema.safeParse({ ...body, by: 'amount', amount: 5000, selection: { q: 'x' } })
        .success,
    ).toBe(true);
  });

  it('needs the expected prices to apply', () => {
    const request = { ...body, selection: { q: 'lift' } };
    expect(repriceApplyRequestSchema.safeParse(request).success).toBe(false);
    expect(
      repriceApplyRequestSchema.safeParse({
        ...request,
        expected: [{ id: 'car-lift', price: 100, originalPrice: null }],
      }).success,
    ).toBe(true);
  });
});

describe('someNames', () => {
  it('names up to five products', () => {
    expect(someNames(['A', 'B'])).toBe('A, B');
    expect(someNames(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C, D, E and 2 more');
  });
});
