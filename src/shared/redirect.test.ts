import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirectPath('/checkout')).toBe('/checkout');
    expect(safeRedirectPath('/shop?category=lubebay#top')).toBe('/shop?category=lubebay#top');
  });

  it.each([
    null,
    undefined,
    '',
    'checkout',
    'https://evil.example/',
    '//evil.example/checkout',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
  ])('falls back for %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
    expect(safeRedirectPath(value, '/account')).toBe('/account');
  });
});
