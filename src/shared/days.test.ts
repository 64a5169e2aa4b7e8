import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_SHOP_DAY, isCalendarDay, isShopDay, isShopMoment, LAST_SHOP_DAY } from './days';

describe('the days a request may name', () => {
  it('are real calendar days written YYYY-MM-DD', () => {
    for (const day of ['2026-02-28', '2024-02-29', '2000-01-01', '0000-01-01', '9999-12-31'])
      expect(isCalendarDay(day), day).toBe(true);
    for (const day of ['2026-02-29', '2026-13-01', '2026-04-31', '0000-00-00', '2026-1-1', '+275760-09-13'])
      expect(isCalendarDay(day), day).toBe(false);
  });

  it('are within the years the shop holds', () => {
    expect(isShopDay(FIRST_SHOP_DAY)).toBe(true);
    expect(isShopDay(LAST_SHOP_DAY)).toBe(true);
    for (const day of ['0000-01-01', '1999-12-31', '3000-01-01', '9999-12-31', '2026-13-01'])
      expect(isShopDay(day), day).toBe(false);
  });

  it('never throw, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => {
        isShopDay(text);
      }),
    );
  });

  it('bound the moments a cursor may carry', () => {
    expect(isShopMoment(new Date('2026-11-28T10:00:00.000Z'))).toBe(true);
    for (const moment of [
      new Date(Number.NaN),
      new Date('+275760-09-13T00:00:00.000Z'),
      new Date('-271821-04-20T00:00:00.000Z'),
      new Date('0000-01-01T00:00:00.000Z'),
      new Date('3000-01-01T00:00:00.000Z'),
    ])
      expect(isShopMoment(moment), String(moment)).toBe(false);
  });
});
