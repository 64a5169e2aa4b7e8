import { describe, expect, it } from 'vitest';
import { isShopIdentity, logoParts, shopIdentitySchema, whatsappLink } from './shop';

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

describe('isShopIdentity', () => {
  const identity = {
    name: 'GaragePro',
    whatsapp: '2348035550142',
    chatPhones: ['2348035550142'],
    email: 'sales@example.com',
    address: 'Lagos',
    hours: [{ days: 'Mon-Fri', hours: '8:00 AM - 6:00 PM' }],
  };
  const samples: unknown[] = [
    identity,
    { ...identity, chatPhones: [], hours: [] },
    { ...identity, extra: 'kept out by the schema, harmless here' },
    null,
    'GaragePro',
    [],
    { ...identity, name: undefined },
    { ...identity, whatsapp: 2348035550142 },
    { ...identity, chatPhones: '2348035550142' },
    { ...identity, chatPhones: [2348035550142] },
    { ...identity, email: null },
    { ...identity, address: undefined },
    { ...identity, hours: {} },
    { ...identity, hours: [null] },
    { ...identity, hours: [{ days: 'Sat' }] },
    { ...identity, hours: [{ days: 'Sat', hours: 9 }] },
  ];

  it('accepts exactly what the identity schema accepts', () => {
    for (const sample of samples)
      expect(isShopIdentity(sample), JSON.stringify(sample)).toBe(
        shopIdentitySchema.safeParse(sample).success,
      );
    expect(samples.filter(isShopIdentity)).toHaveLength(3);
  });
});
