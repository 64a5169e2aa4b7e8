import { describe, expect, it } from 'vitest';
import { priceAmountText } from './price-text';

describe('priceAmountText', () => {
  it('shows what was typed as the shop writes naira', () => {
    expect(priceAmountText('7800000')).toBe('₦7,800,000');
    expect(priceAmountText('7,800,000')).toBe('₦7,800,000');
    expect(priceAmountText('2450000.5')).toBe('₦2,450,000.50');
    expect(priceAmountText('0')).toBe('₦0');
  });

  it('shows nothing for a blank field or one the rules refuse', () => {
    for (const text of ['', 'abc', '-5', '19.999', '7,80,000']) expect(priceAmountText(text)).toBeNull();
  });
});
