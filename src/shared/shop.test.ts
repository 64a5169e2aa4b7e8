import { describe, expect, it } from 'vitest';
import { logoParts, whatsappLink } from './shop';

describe('the logo of the shop name', () => {
  it('draws the last word, or the last capitalised part of one word, in the accent colour', () => {
    expect(logoParts('GaragePro')).toEqual(['Garage', 'Pro']);
    expect(logoParts('Ade Motors')).toEqual(['Ade ', 'Motors']);
    expect(logoParts('  Ade Motors Ltd ')).toEqual(['Ade Motors ', 'Ltd']);
    expect(logoParts('ACME')).toEqual(['ACME', '']);
    expect(logoParts('workshop')).toEqual(['workshop', '']);
  });
});

describe('whatsappLink', () => {
  it('links the digits of a number written either way, with a message when given', () => {
    expect(whatsappLink('+234 803 555 0142')).toBe('https://wa.me/2348035550142');
    expect(whatsappLink('2348035550142', 'Hi & bye')).toBe('https://wa.me/2348035550142?text=Hi%20%26%20bye');
  });
});
