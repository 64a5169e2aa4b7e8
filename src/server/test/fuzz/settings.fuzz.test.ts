import { DEFAULT_DELIVERY_CLASSES } from '../../../shared/delivery';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIGERIAN_STATES } from '../../../shared/nigeria';
import { searchWordsResponseSchema } from '../../../shared/search-words';
import { businessDetailsResponseSchema, deliveryFeesResponseSchema } from '../../../shared/settings';
import { createUser, type SignedIn } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { bodies } from './arbitraries';
import { CLEAN, fuzzRoute, injectBody, printReport, rowDelta, verdict, type FuzzRoute } from './harness';

/** Issue 12: the shop settings an admin saves, fuzzed like the other writes. */

let shop: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await createUser(shop, 'admin');
});
afterAll(async () => shop?.close());

async function run<T>(route: FuzzRoute<T>) {
  const report = await fuzzRoute(shop, route);
  printReport(report);
  expect(verdict(report)).toEqual(CLEAN);
}

describe('fuzz: shop settings', () => {
  it('PUT /api/admin/settings/business', async () => {
    const valid = fc.record({
      tradingName: fc.constantFrom('GaragePro', 'GaragePro Equipment Ltd'),
      address: fc.constantFrom('12 Allen Avenue, Ikeja, Lagos', '4 Zoo Road, Kano'),
      rcNumber: fc.constantFrom('', 'RC 1234567'),
      phone: fc.constantFrom('0803 123 4567', '+234 803 123 4567'),
      otherPhone: fc.constantFrom('', '08091234567'),
      email: fc.constantFrom('sales@example.com', 'accounts@example.ng'),
      bankName: fc.constantFrom('First Bank', 'GTBank'),
      accountName: fc.constantFrom('GaragePro Ltd'),
      accountNumber: fc.constantFrom('0123456789', '0123-456-789', '3012 3456 78'),
      proformaValidityDays: fc.integer({ min: 1, max: 90 }),
    });
    await run({
      name: 'PUT /api/admin/settings/business',
      cases: bodies(valid, ['updatedAt', 'updatedBy', 'id']),
      send: (body) => injectBody(shop, 'PUT', '/api/admin/settings/business', body, admin.cookie),
      touches: ['business_details'],
      success: businessDetailsResponseSchema,
      acceptedChange: (before, after) =>
        rowDelta(before, after, 'business_details') <= 1 ? null : 'more than one row of business details',
    });
  });

  it('PUT /api/admin/settings/delivery-fees', async () => {
    const fee = fc.oneof(
      fc.constant(null),
      fc.integer({ min: 0, max: 500_000 }),
      fc.constantFrom(7_500.5, 0),
    );
    const valid = fc
      .array(fee, { minLength: NIGERIAN_STATES.length, maxLength: NIGERIAN_STATES.length })
      .map((fees) => ({
        fees: NIGERIAN_STATES.map((state, index) => ({
          state,
          classId: DEFAULT_DELIVERY_CLASSES[index % DEFAULT_DELIVERY_CLASSES.length]!.id,
          fee: fees[index] ?? null,
        })),
      }));
    await run({
      name: 'PUT /api/admin/settings/delivery-fees',
      cases: bodies(valid),
      send: (body) => injectBody(shop, 'PUT', '/api/admin/settings/delivery-fees', body, admin.cookie),
      touches: ['delivery_fees'],
      success: deliveryFeesResponseSchema,
      acceptedChange: (before, after) =>
        rowDelta(before, after, 'delivery_fees') <= NIGERIAN_STATES.length * DEFAULT_DELIVERY_CLASSES.length
          ? null
          : 'more rows than states and classes',
    });
  });

  it('PUT /api/admin/settings/search-words', async () => {
    const phrase = fc.constantFrom(
      'lift',
      'hoist',
      'car lift',
      'tyre machine',
      'ramp',
      'scan tool',
      'Façade',
    );
    const valid = fc
      .array(fc.uniqueArray(phrase, { minLength: 2, maxLength: 4 }), { maxLength: 3 })
      .map((groups) => {
        // Each phrase in one group only, as the rules ask.
        const seen = new Set<string>();
        return {
          groups: groups
            .map((group) => group.filter((word) => !seen.has(word) && seen.add(word)))
            .filter((group) => group.length >= 2),
        };
      });
    await run({
      name: 'PUT /api/admin/settings/search-words',
      cases: bodies(valid, ['updatedAt', 'updatedBy', 'id']),
      send: (body) => injectBody(shop, 'PUT', '/api/admin/settings/search-words', body, admin.cookie),
      touches: ['search_words'],
      success: searchWordsResponseSchema,
      acceptedChange: (before, after) =>
        rowDelta(before, after, 'search_words') <= 1 ? null : 'more than one row of search words',
    });
  });
});
