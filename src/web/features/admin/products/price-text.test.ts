import { describe, expect, it } from 'vitest';
import { parsePriceText, priceAmountText } from './price-text';

describe('parsePriceText', () => {
  it.each([
    ['7800000', 7_800_000],
    ['7,800,000', 7_800_000],
    ['7 800 000', 7_800_000],
    ['7\u00a0800\u00a0000', 7_800_000],
    ['7,800,000.50', 7_800_000.5],
    ['1,250,000.5', 1_250_000.5],
    ['  ₦7,800,000 ', 7_800_000],
    ['₦ 45,000', 45_000],
    ['999', 999],
    ['1,000', 1_000],
    ['0', 0],
    ['0.99', 0.99],
    ['.5', 0.5],
    ['19.999', 19.999],
    ['-5', -5],
    ['-1,000', -1_000],
  ])('reads %j as %d', (text, amount) => {
    expect(parsePriceText(text)).toBe(amount);
  });

  it('reads a blank field as no price', () => {
    expect(parsePriceText('')).toBeNull();
    expect(parsePriceText('   ')).toBeNull();
  });

  it.each([
    'abc',
    '7,80,000',
    '7,8000',
    '78,00,000',
    ',800',
    '7,800,',
    '7.800.000',
    '1e6',
    '12abc',
    '₦',
    '--5',
    '7,800.000,5',
  ])('refuses %j (not a number the shop can read)', (text) => {
    expect(parsePriceText(text)).toBeNaN();
  });
});

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
