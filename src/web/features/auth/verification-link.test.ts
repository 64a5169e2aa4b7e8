import { describe, expect, it } from 'vitest';
import { readVerificationLanding, verificationCallback } from './verification-link';

describe('verificationCallback', () => {
  it('returns to the page, marked so that it can say the address is verified', () => {
    expect(verificationCallback('/checkout')).toBe('/checkout?verified=1');
    expect(verificationCallback('/')).toBe('/?verified=1');
    expect(verificationCallback('/shop?category=lubebay#top')).toBe('/shop?category=lubebay&verified=1#top');
  });

  it('never leads off the site', () => {
    expect(verificationCallback('https://evil.example/')).toBe('/?verified=1');
    expect(verificationCallback('//evil.example/checkout')).toBe('/?verified=1');
    expect(verificationCallback('/\\evil.example')).toBe('/?verified=1');
  });
});

describe('readVerificationLanding', () => {
  it('reads a verified landing and the address to show without the mark', () => {
    expect(readVerificationLanding('/checkout', '?verified=1')).toEqual({
      outcome: 'verified',
      search: '',
    });
    expect(readVerificationLanding('/shop', '?category=lubebay&verified=1')).toEqual({
      outcome: 'verified',
      search: '?category=lubebay',
    });
  });

  it('reads a dead link: the account service adds ?error= to the return address', () => {
    expect(readVerificationLanding('/checkout', '?verified=1&error=TOKEN_EXPIRED')).toEqual({
      outcome: 'failed',
      search: '',
    });
    // Links mailed before the mark existed returned to the home page.
    expect(readVerificationLanding('/', '?error=INVALID_TOKEN')).toEqual({ outcome: 'failed', search: '' });
  });

  it('ignores everything else', () => {
    expect(readVerificationLanding('/checkout', '')).toEqual({ outcome: null, search: '' });
    expect(readVerificationLanding('/shop', '?error=INVALID_TOKEN')).toEqual({
      outcome: null,
      search: '?error=INVALID_TOKEN',
    });
    expect(readVerificationLanding('/', '?error=SOMETHING_ELSE')).toEqual({
      outcome: null,
      search: '?error=SOMETHING_ELSE',
    });
  });
});
