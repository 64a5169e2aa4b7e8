import { describe, expect, it } from 'vitest';
import { nairaFieldText, parseNairaText } from './naira-text';

describe('parseNairaText', () => {
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
    expect(parseNairaText(text)).toBe(amount);
  });

  it('reads a blank field as no price', () => {
    expect(parseNairaText('')).toBeNull();
    expect(parseNairaText('   ')).toBeNull();
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
    '5,00',
    'five',
  ])('refuses %j (not a number the shop can read)', (text) => {
    expect(parseNairaText(text)).toBeNaN();
  });
});

describe('nairaFieldText', () => {
  it('groups thousands and shows kobo only when there are some', () => {
    expect(nairaFieldText(7_800_000)).toBe('7,800,000');
    expect(nairaFieldText(7500.5)).toBe('7,500.50');
    expect(nairaFieldText(0)).toBe('0');
  });
});
