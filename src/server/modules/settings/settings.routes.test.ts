import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDetailsResponseSchema, defaultBusinessDetails } from '../../../shared/settings';
import { createUser, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { send } from '../../test/catalog-admin';
import { namedUser } from '../../test/orders';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';
import { VALID_DETAILS } from '../../test/settings';

const URL = '/api/admin/settings/business';
let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  shop = await createTestApp({ sellerWhatsapp: '2348091112233' });
  admin = await namedUser(shop, 'admin', 'Bola Seller');
  customer = await createUser(shop, 'verified');
});
afterAll(async () => shop?.close());

async function details() {
  const response = await send(shop, 'GET', URL, admin.cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return businessDetailsResponseSchema.parse(response.json());
}

const put = (body: unknown, cookie: string | undefined = admin.cookie) =>
  send(shop, 'PUT', URL, cookie, body);

describe('business details', () => {
  it('answers the defaults until the owner saves: the shop name, SELLER_WHATSAPP, the hours, 7 days', async () => {
    const defaults = defaultBusinessDetails('2348091112233');
    expect(await details()).toEqual({ details: defaults, updatedAt: null, updatedBy: null });
    expect(defaults).toMatchObject({
      tradingName: 'GaragePro',
      whatsapp: '2348091112233',
      phone: '2348091112233',
      proformaValidityDays: 7,
      email: '',
    });
  });

  it('refuses visitors (401) and customers (403), with no-store and the error format', async () => {
    for (const [cookie, status, code] of [
      [undefined, 401, 'UNAUTHORIZED'],
      [customer.cookie, 403, 'FORBIDDEN'],
    ] as const) {
      const read = await send(shop, 'GET', URL, cookie);
      expect(read.statusCode).toBe(status);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.json()).toMatchObject({ code, message: expect.any(String) });
      expect((await send(shop, 'PUT', URL, cookie, VALID_DETAILS)).statusCode).toBe(status);
    }
    expect((await details()).updatedAt).toBeNull();
  });

  it('saves what the admin typed, trimmed, phone in international form, and says who and when', async () => {
    const started = Date.now();
    const response = await put(VALID_DETAILS);
    expect(response.statusCode).toBe(200);
    const saved = businessDetailsResponseSchema.parse(response.json());
    expect(saved.details).toEqual({
      ...VALID_DETAILS,
      tradingName: 'GaragePro Nigeria Ltd',
      whatsapp: '2348035550142',
      phone: '2348035550142',
      accountNumber: '1012345678',
      // Left out of the save: the defaults stay (no deposit, Paystack).
      depositPercent: 0,
      paymentProvider: 'paystack',
    });
    expect(saved.updatedBy).toBe('Bola Seller');
    expect(Date.parse(saved.updatedAt!)).toBeGreaterThanOrEqual(started - 1000);
    expect(await details()).toEqual(saved);
    const service = new SettingsService(new SettingsRepository(shop.database.handle.db), {
      defaults: defaultBusinessDetails('2348091112233'),
    });
    expect(await service.businessDetails()).toEqual(saved.details);
  });

  it('keeps the default deposit and the provider shoppers see; left out of a save, the saved ones stay', async () => {
    const saved = await put({ ...VALID_DETAILS, depositPercent: 30, paymentProvider: 'flutterwave' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().details).toMatchObject({ depositPercent: 30, paymentProvider: 'flutterwave' });
    const again = await put(VALID_DETAILS);
    expect(again.json().details).toMatchObject({ depositPercent: 30, paymentProvider: 'flutterwave' });
    expect((await details()).details).toMatchObject({ depositPercent: 30, paymentProvider: 'flutterwave' });
    for (const bad of [{ depositPercent: 101 }, { depositPercent: 2.5 }, { paymentProvider: 'stripe' }]) {
      const refused = await put({ ...VALID_DETAILS, ...bad });
      expect(refused.statusCode).toBe(400);
    }
    expect((await put({ ...VALID_DETAILS, depositPercent: 0, paymentProvider: 'paystack' })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['accountNumber', { accountNumber: '012345678' }, 'exactly 10 digits'],
    ['accountNumber', { accountNumber: '01234567890' }, 'exactly 10 digits'],
    ['accountNumber', { accountNumber: '01234S6789' }, 'exactly 10 digits'],
    ['email', { email: 'not an email' }, 'valid email'],
    ['phone', { phone: '' }, 'Phone is required'],
    ['otherPhone', { otherPhone: '12' }, 'valid phone number'],
    ['tradingName', { tradingName: '   ' }, 'Trading name is required'],
    ['proformaValidityDays', { proformaValidityDays: 0 }, 'at least 1 day'],
    ['proformaValidityDays', { proformaValidityDays: 91 }, 'at most 90 days'],
    ['proformaValidityDays', { proformaValidityDays: 7.5 }, 'whole number'],
    ['bankName', { bankName: 'Zenith\u0000' }, 'hidden or broken character'],
    ['', { surprise: true }, ''],
  ])('refuses a bad %s with 400 naming it, changing nothing', async (field, change, message) => {
    const before = await details();
    const response = await put({ ...VALID_DETAILS, proformaValidityDays: 30, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details[0].field).toBe(field);
    expect(body.details[0].message).toContain(message);
    expect(await details()).toEqual(before);
  });
});
