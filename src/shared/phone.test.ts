import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, normalisePhone, telUrl } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['0803 123 4567', '2348031234567'],
    ['08031234567', '2348031234567'],
    ['+234 803 123 4567', '2348031234567'],
    ['+2348031234567', '2348031234567'],
    ['2348031234567', '2348031234567'],
    ['803-123-4567', '2348031234567'],
    ['8031234567', '2348031234567'],
    ['+2340803 123 4567', '2348031234567'],
    ['+234 (0) 803 123 4567', '2348031234567'],
    ['2340803-123-4567', '2348031234567'],
    ['00234 803 123 4567', '2348031234567'],
    ['0803.123.4567', '2348031234567'],
    ['(0803) 123-4567', '2348031234567'],
    ['  0705 555 0177  ', '2347055550177'],
    ['0901 234 5678', '2349012345678'],
    ['0812 555 0198', '2348125550198'],
    // A Lagos fixed line, with its 0 or with +234.
    ['01 234 5678', '23412345678'],
    ['+234 1 234 5678', '23412345678'],
  ])('reads the Nigerian number %j as %s', (text, expected) => {
    expect(normalisePhone(text)).toBe(expected);
  });

  it.each([
    ['+44 20 7946 0958', '442079460958'],
    ['+1 (415) 555-2671', '14155552671'],
    ['0044 20 7946 0958', '442079460958'],
    ['+233 24 123 4567', '233241234567'],
  ])('keeps the international number %j as its digits %s', (text, expected) => {
    expect(normalisePhone(text)).toBe(expected);
  });

  it('leaves a blank phone blank (it is optional)', () => {
    expect(normalisePhone('')).toBe('');
    expect(normalisePhone('   ')).toBe('');
  });

  it.each([
    'abc',
    '12345',
    '0803 123 456',
    '0803 555 01',
    '0803 123 45678',
    '+234 803 123 456',
    '+234 803 123 45678',
    '234 803 123 456',
    '4155552671',
    '+0 803 123 4567',
    '+1234567',
    '+1234567890123456',
    '++2348031234567',
    '0803 123 4567 ext 2',
    '0803/123/4567',
    '+',
    '0000',
  ])('refuses %j', (text) => {
    expect(normalisePhone(text)).toBeNull();
    expect(isValidPhone(text)).toBe(false);
  });
});

describe('formatPhone and telUrl', () => {
  it('shows a Nigerian mobile grouped with +234, others with + and their digits', () => {
    expect(formatPhone('08031234567')).toBe('+234 803 123 4567');
    expect(formatPhone('2348031234567')).toBe('+234 803 123 4567');
    expect(formatPhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(formatPhone('01 234 5678')).toBe('+23412345678');
  });

  it('shows an old number the shop cannot read as it was typed, and nothing as nothing', () => {
    expect(formatPhone(' 0803 555 01 ')).toBe('0803 555 01');
    expect(formatPhone('')).toBe('');
  });

  it('links the number for calling', () => {
    expect(telUrl('0803 123 4567')).toBe('tel:+2348031234567');
    expect(telUrl('')).toBeNull();
    expect(telUrl('12345')).toBeNull();
  });
});
