import { describe, expect, it } from 'vitest';
import { nairaFieldText, parseNairaText } from './naira-text';

describe('parseNairaText', () => {
  it.each([
    ['7,800,000', 7_800_000],
    ['7 800 000', 7_800_000],
    ['7800000.50', 7_800_000.5],
    ['  ₦5,000 ', 5000],
    ['-1', -1],
    ['0', 0],
  ])('reads %j as %d', (text, amount) => {
    expect(parseNairaText(text)).toBe(amount);
  });

  it('answers null for a blank field and NaN for other text', () => {
    expect(parseNairaText('  ')).toBeNull();
    expect(parseNairaText('5,00')).toBeNaN();
    expect(parseNairaText('five')).toBeNaN();
  });
});

describe('nairaFieldText', () => {
  it('groups thousands and shows kobo only when there are some', () => {
    expect(nairaFieldText(7_800_000)).toBe('7,800,000');
    expect(nairaFieldText(7500.5)).toBe('7,500.50');
    expect(nairaFieldText(0)).toBe('0');
  });
});
